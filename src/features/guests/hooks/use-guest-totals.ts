import { usePartyGuests } from '../api/get-party-guests';
import { guestTotals, type GuestTotals } from '../lib/totals';

/**
 * The party's head-counts per answer for other features (food, T-shirts, budget per head, print):
 * { attending, maybe, declined, noAnswer } in people, or null while loading, for visitors and for
 * anyone who may not see the guest list. Pass null as partyId to ask nothing.
 */
export function useGuestTotals(partyId: string | null): GuestTotals | null {
  const list = usePartyGuests(partyId ?? '', Boolean(partyId));
  if (!partyId || !list.data) return null;
  return guestTotals(list.data.guests);
}
