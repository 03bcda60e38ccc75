import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { guestKeys } from '@/lib/query-keys';
import type { GuestList } from './guest-schemas';

// The schema (and zod) load with the first answer: the party page draws its overview without them.
export type { Guest, GuestList } from './guest-schemas';

/** The party's guests in one call (docs/decisions.md#guests-and-head-counts); private fields for managers only. */
export async function getPartyGuests(partyId: string): Promise<GuestList> {
  const supabase = await getSupabase();
  const [{ data, error }, { GuestListSchema }] = await Promise.all([supabase.rpc('get_party_guests', { p_party_id: partyId }), import('./guest-schemas')]);
  if (error) throw error;
  return GuestListSchema.parse(data);
}

export const partyGuestsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: guestKeys.list(partyId), queryFn: () => getPartyGuests(partyId), staleTime: 30_000 });

export function usePartyGuests(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyGuestsQueryOptions(partyId), enabled });
}
