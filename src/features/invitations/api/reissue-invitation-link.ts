import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyInvitationsKey, type PartyInvitation } from './get-party-invitations';

/** A new link for one guest (reissue_invitation_link): the old link stops working at once. */
export async function reissueInvitationLink(invitationId: string): Promise<PartyInvitation> {
  const { data, error } = await supabase.rpc('reissue_invitation_link', { p_invitation_id: invitationId });
  if (error) throw error;
  return data as unknown as PartyInvitation;
}

export function useReissueInvitationLink(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueInvitationLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partyInvitationsKey(partyId) }),
  });
}
