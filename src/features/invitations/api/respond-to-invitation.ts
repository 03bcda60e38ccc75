import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { guestKeys, invitationKeys, partyKeys } from '@/lib/query-keys';
import { rsvpDetailsParams, type RsvpDetails } from '../lib/rsvp-details';

export const respondSchema = z.object({ token: z.string().min(1), response: z.enum(['accepted', 'maybe', 'declined']) });
export type RespondInput = z.infer<typeof respondSchema> & { details?: RsvpDetails };

/**
 * Accepts, answers maybe or declines in one server-side transaction (a maybe can be answered
 * again), with the head-count, plus-ones, dietary needs and note when given.
 */
export async function respondToInvitation(input: RespondInput): Promise<void> {
  const { token, response } = respondSchema.parse(input);
  const details = input.details && response !== 'declined' ? rsvpDetailsParams(input.details) : {};
  const { error } = await supabase.rpc('respond_to_invitation', { p_token: token, p_response: response, ...details });
  if (error) throw error;
}

export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    // An accepted invitation adds a party to My Parties and the landing page's invited section.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
        queryClient.invalidateQueries({ queryKey: partyKeys.all }),
        queryClient.invalidateQueries({ queryKey: guestKeys.all }),
      ]),
  });
}
