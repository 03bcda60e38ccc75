import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { guestKeys, invitationKeys, partyKeys } from '@/lib/query-keys';
import { rsvpDetailsParams, type RsvpDetails } from '../lib/rsvp-details';

export const RSVP_ANSWERS = ['accepted', 'maybe', 'declined'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

const MyRsvpSchema = z
  .object({
    status: z.enum(['accepted', 'maybe']),
    response_type: z.string(),
    permission_level: z.string(),
    responded_at: z.string().nullable(),
    // The head-count and the rest (supabase/migrations/*_guests_and_rsvp.sql); absent from older answers' shape.
    plus_ones_allowed: z.number().int().default(1),
    head_count: z.number().int().default(1),
    plus_one_names: z.array(z.string()).default([]),
    dietary: z.string().nullable().default(null),
    note: z.string().nullable().default(null),
  })
  .nullable();
export type MyRsvp = z.infer<typeof MyRsvpSchema>;

/**
 * The caller's own answer to the party's invitation (get_my_rsvp): null for the owner, for members
 * who joined some other way, and for anyone without an answer to change.
 */
export async function getMyRsvp(partyId: string): Promise<MyRsvp> {
  const { data, error } = await supabase.rpc('get_my_rsvp', { p_party_id: partyId });
  if (error) throw error;
  return MyRsvpSchema.parse(data ?? null);
}

export const myRsvpQueryOptions = (partyId: string, userId: string) =>
  queryOptions({ queryKey: invitationKeys.myRsvp(partyId, userId), queryFn: () => getMyRsvp(partyId), staleTime: 30_000 });

export function useMyRsvp(partyId: string, userId: string | null) {
  return useDeferredQuery({ ...myRsvpQueryOptions(partyId, userId ?? ''), enabled: Boolean(userId) });
}

/**
 * Changes the caller's own answer (set_my_rsvp); the database refuses anyone else's. Without
 * details the saved head-count, plus-ones, dietary needs and note are kept.
 */
export async function setMyRsvp({ partyId, answer, details }: { partyId: string; answer: RsvpAnswer; details?: RsvpDetails }): Promise<void> {
  const extra = details && answer !== 'declined' ? rsvpDetailsParams(details) : {};
  const { error } = await supabase.rpc('set_my_rsvp', { p_party_id: partyId, p_response: answer, ...extra });
  if (error) throw error;
}

export function useSetMyRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyRsvp,
    // Declining ends the membership: the party leaves My Parties and the page's access changes.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
        queryClient.invalidateQueries({ queryKey: partyKeys.all }),
        queryClient.invalidateQueries({ queryKey: guestKeys.all }),
      ]),
  });
}
