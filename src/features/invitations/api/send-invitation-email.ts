import { supabase } from '@/lib/supabase';
import type { PartyInvitation } from './get-party-invitations';

export interface EmailContext {
  inviterName: string;
  partyType: string;
}

/**
 * Asks the send-invitation-email function to mail the invitation's link (docs/product.md#function-calls). When the
 * configured e-mail service failed, the function kept the message in the local mailbox
 * (`notice`): the invitee got nothing, so that counts as not sent and the link is shared by hand.
 */
export async function sendInvitationEmail(invitation: PartyInvitation, context: EmailContext): Promise<void> {
  const { data, error } = await supabase.functions.invoke<{ notice?: string }>('send-invitation-email', {
    body: {
      invitationId: invitation.id,
      invitedEmail: invitation.invited_email,
      inviterName: context.inviterName,
      partyType: context.partyType,
      invitationToken: invitation.invitation_token,
    },
  });
  if (error) throw error;
  if (data?.notice) throw new Error(data.notice);
}
