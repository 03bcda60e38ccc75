/**
 * The daily caps on the e-mail Confetti sends for its users (docs/security.md #16): per sender, per
 * party, per recipient address and per invitation, numbers in public.mail_send_settings. Every
 * e-mail is counted in the database before it goes (claim_mail_sends, one atomic call per batch,
 * service role only), and given back when it could not be sent (release_mail_send).
 */
import { HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

export interface MailRecipient {
  email: string;
  invitationId?: string | null;
}

export interface MailClaim {
  day: string;
  /** Per recipient, in the order given: false when that address or invitation is over its cap today. */
  allowed: boolean[];
}

/** Counts the batch; a 429 HttpError with the reason when nothing may go. */
export async function claimMailSends(senderId: string, partyId: string, recipients: MailRecipient[]): Promise<MailClaim> {
  const { data, error } = await serviceClient().rpc('claim_mail_sends', {
    p_sender: senderId,
    p_party_id: partyId,
    p_recipients: recipients.map((r) => ({ email: r.email, invitation_id: r.invitationId ?? null })),
  });
  if (error?.code === 'PT429') throw new HttpError(429, error.message, { code: 'mail_limit_reached' });
  if (error) throw new Error(`claim_mail_sends: ${error.message}`);
  const claim = data as { day: string; results: Array<{ allowed: boolean }> };
  return { day: claim.day, allowed: claim.results.map((r) => r.allowed) };
}

/** One e-mail of a claim that could not be sent: it does not count. */
export async function releaseMailSend(senderId: string, partyId: string, recipient: MailRecipient, day: string): Promise<void> {
  const { error } = await serviceClient().rpc('release_mail_send', {
    p_sender: senderId,
    p_party_id: partyId,
    p_email: recipient.email,
    p_invitation_id: recipient.invitationId ?? null,
    p_day: day,
  });
  if (error) console.error('[mail-limits] could not give back an unsent e-mail:', error.message);
}
