import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/lib/database.types';
import { invitationKeys } from '@/lib/query-keys';

export interface InvitationDetails {
  invitation: {
    id: string;
    party_id: string;
    invited_email: string;
    permission_level: string;
    response_type: string;
    status: string;
    expires_at: string;
    created_at: string;
    /** The caller is the invitee who gave the current answer (a 'maybe' can be changed by them only). */
    answered_by_me?: boolean;
  };
  inviter_name: string | null;
  /** Extra guests the invitee may bring (supabase/migrations/*_guests_and_rsvp.sql). */
  plus_ones_allowed?: number;
  /** The details already given, for the invitee who answered maybe. */
  my_details?: { head_count: number; plus_one_names: string[]; dietary: string | null; note: string | null } | null;
  party: {
    id: string;
    party_type: string;
    party_name: string | null;
    party_for: string | null;
    location: string | null;
    date: string | null;
    time_of_day?: string | null;
    guest_count: number;
    budget: string | null;
    ideas: string | null;
    details?: Json;
    /** The host shows the full address only to guests who answered Going or Maybe: location is the city. */
    address_hidden?: boolean;
  };
}

/** Reads an invitation by its token through the server-side RPC (docs/decisions.md#invitations-are-answered-in-one-transaction). */
export async function getInvitation(token: string): Promise<InvitationDetails> {
  // An answer given with the link becomes this account's membership first, if the address matches
  // (link_my_invitations), so the page shows it as theirs.
  await supabase.rpc('link_my_invitations');
  const { data, error } = await supabase.rpc('get_invitation_by_token', { p_token: token });
  // The RPC raises PT404 for an unknown token, which PostgREST answers with HTTP 404; a re-issued
  // link's old token says it is no longer valid.
  if (error) {
    if (error.code === 'PT404') throw new Error('Invitation not found');
    throw new Error(error.code === 'P0001' ? error.message : 'Failed to load invitation details');
  }
  return data as unknown as InvitationDetails;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationKeys.byToken(token), queryFn: () => getInvitation(token), retry: false, staleTime: 30_000 });

export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...invitationQueryOptions(token), enabled });
}
