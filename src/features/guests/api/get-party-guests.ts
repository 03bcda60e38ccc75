import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

const GuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  answer: z.enum(['pending', 'accepted', 'maybe', 'declined']),
  head_count: z.number().int(),
  plus_one_names: z.array(z.string()),
  responded_at: z.string().nullable(),
  source: z.enum(['invitation', 'host']),
  is_me: z.boolean(),
  // Managers only (get_party_guests leaves them out for everyone else).
  email: z.string().nullable().optional(),
  dietary: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  last_reminded_at: z.string().nullable().optional(),
  invitation_id: z.string().nullable().optional(),
});
export type Guest = z.infer<typeof GuestSchema>;

const GuestListSchema = z.object({
  can_manage: z.boolean(),
  plus_ones_allowed: z.number().int(),
  planned_guests: z.number().int().nullable(),
  guests: z.array(GuestSchema),
});
export type GuestList = z.infer<typeof GuestListSchema>;

/** The party's guests in one call (docs/decisions.md#guests-and-head-counts); private fields for managers only. */
export async function getPartyGuests(partyId: string): Promise<GuestList> {
  const { data, error } = await supabase.rpc('get_party_guests', { p_party_id: partyId });
  if (error) throw error;
  return GuestListSchema.parse(data);
}

export const partyGuestsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: guestKeys.list(partyId), queryFn: () => getPartyGuests(partyId), staleTime: 30_000 });

export function usePartyGuests(partyId: string, enabled = true) {
  return useQuery({ ...partyGuestsQueryOptions(partyId), enabled });
}
