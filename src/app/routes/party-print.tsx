import { PartyPrint } from '@/features/planning/routes/party-print';

// The printed plan. Guest totals come from the guests' answers once that feature is wired in;
// until then null, and the plan shows the guest count it was made for.
export function PartyPrintPage() {
  return <PartyPrint guestTotals={null} />;
}

export { PartyPrintPage as Component };
