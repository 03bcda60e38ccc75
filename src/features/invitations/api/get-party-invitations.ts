import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import { invitationKeys } from '@/lib/query-keys';

export type PartyInvitation = Tables<'party_invitations'>;

export const partyInvitationsKey = invitationKeys.party;

/** A party's invitations, newest first (docs/product.md#table-calls); readable by its owner and co-admins only. */
export async function getPartyInvitations(partyId: string): Promise<PartyInvitation[]> {
  const { data, error } = await supabase.from('party_invitations').select('*').eq('party_id', partyId).order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const partyInvitationsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: partyInvitationsKey(partyId), queryFn: () => getPartyInvitations(partyId), staleTime: 30_000 });

export function usePartyInvitations(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyInvitationsQueryOptions(partyId), enabled });
}
