import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyInvitationsKey } from './get-party-invitations';

/** Deletes by id; a delete the policies filtered out (no row removed) counts as a failure. */
export async function removeInvitation(invitationId: string): Promise<void> {
  const { data, error } = await supabase.from('party_invitations').delete().eq('id', invitationId).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('Invitation not found');
}

export function useRemoveInvitation(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partyInvitationsKey(partyId) }),
  });
}
