import { useParams } from 'react-router';
import { useGuestTotals } from '@/features/guests';
import { PartyPrint } from '@/features/planning/routes/party-print';

// The printed plan with the guest list's totals (guests) beside the plan (planning); a reader who
// may not see the guest list gets the plan's guest count instead.
export function PartyPrintPage() {
  const { id = '' } = useParams();
  const totals = useGuestTotals(id || null);
  return <PartyPrint guestTotals={totals} />;
}

export { PartyPrintPage as Component };
