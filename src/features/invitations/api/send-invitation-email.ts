import { supabase } from '@/lib/supabase';
import type { PartyInvitation } from './get-party-invitations';

export interface EmailContext {
  inviterName: string;
  partyType: string;
}

/** Asks the send-invitation-email function to mail the invitation's link (spec §7). */
export async function sendInvitationEmail(invitation: PartyInvitation, context: EmailContext): Promise<void> {
  const { error } = await supabase.functions.invoke('send-invitation-email', {
    body: {
      invitationId: invitation.id,
      invitedEmail: invitation.invited_email,
      inviterName: context.inviterName,
      partyType: context.partyType,
      invitationToken: invitation.invitation_token,
    },
  });
  if (error) throw error;
}
