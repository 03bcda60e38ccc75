import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/lib/database.types';
import { invitationKeys } from '@/lib/query-keys';
import { rsvpDetailsParams, type RsvpDetails } from '../lib/rsvp-details';

export type GuestAnswer = 'accepted' | 'maybe' | 'declined';

/** What the invitation link shows its holder without an account (get_guest_invitation, docs/decisions.md#answering-without-an-account). */
export interface GuestInvitationView {
  state: 'open' | 'answered' | 'account' | 'expired' | 'no_longer_valid' | 'not_found';
  answer?: 'pending' | GuestAnswer;
  response_type?: string;
  expires_at?: string;
  inviter_name?: string | null;
  plus_ones_allowed?: number;
  my_details?: { head_count: number; plus_one_names: string[]; dietary: string | null; note: string | null } | null;
  party?: {
    id: string;
    party_type: string;
    party_name: string | null;
    party_for: string | null;
    photo_url: string | null;
    date: string | null;
    time_of_day: string | null;
    ideas: string | null;
    details: Json;
    calendar_sequence: number;
    location: string | null;
    /** The host shows the full address only to guests who answered Going or Maybe: location is the city. */
    address_hidden: boolean;
  };
}

export async function getGuestInvitation(token: string): Promise<GuestInvitationView> {
  const { data, error } = await supabase.rpc('get_guest_invitation', { p_token: token });
  if (error) throw error;
  return data as unknown as GuestInvitationView;
}

export const guestInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...invitationKeys.byToken(token), 'guest'] as const,
    queryFn: () => getGuestInvitation(token),
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

export function useGuestInvitation(token: string, enabled: boolean) {
  return useQuery({ ...guestInvitationQueryOptions(token), enabled });
}

/** Going / Maybe / Can't go with the details, for this link's guest only (answer_guest_invitation). */
export async function answerGuestInvitation(input: { token: string; response: GuestAnswer; details: RsvpDetails }): Promise<GuestInvitationView> {
  const details = input.response !== 'declined' ? rsvpDetailsParams(input.details) : {};
  const { data, error } = await supabase.rpc('answer_guest_invitation', { p_token: input.token, p_response: input.response, ...details });
  if (error) throw error;
  return data as unknown as GuestInvitationView;
}

export function useAnswerGuestInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGuestInvitation,
    // The answer comes back with what the page shows next (the full address once Going or Maybe).
    onSuccess: (view) => queryClient.setQueryData(guestInvitationQueryOptions(token).queryKey, view),
  });
}
