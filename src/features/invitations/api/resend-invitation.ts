import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyInvitationsKey, type PartyInvitation } from './get-party-invitations';
import { sendInvitationEmail, type EmailContext } from './send-invitation-email';

/** A fresh 14 days on the same token (resend_invitation), then the e-mail again. */
export async function resendInvitation({ invitation, ...context }: { invitation: PartyInvitation } & EmailContext): Promise<PartyInvitation> {
  const { data, error } = await supabase.rpc('resend_invitation', { p_invitation_id: invitation.id });
  if (error) throw error;
  const updated = data as unknown as PartyInvitation;
  await sendInvitationEmail(updated, context);
  return updated;
}

export function useResendInvitation(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partyInvitationsKey(partyId) }),
  });
}
