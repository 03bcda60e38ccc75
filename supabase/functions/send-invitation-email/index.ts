// send-invitation-email (docs/product.md#function-calls): { invitationId, invitedEmail, inviterName, partyType,
// invitationToken } → { sent, provider, id, notice? }.
//
// Sends the invitation e-mail with its accept link through Resend when RESEND_API_KEY and
// EMAIL_FROM are set, else into the local mailbox (_shared/email.ts).
//
// Checked here (the function reads with the service role):
//   signed in                                  else 401
//   the invitation exists and the caller can see its party   else 404 (existence is not revealed)
//   the caller is the party's owner or a co_admin            else 403
//   invitedEmail and invitationToken are the invitation's    else 400
//   the invitation is pending and not expired                else 409
//   within the day's e-mail caps (per sender, party, address and invitation) else 429
// The e-mail is written from the database's values (party, inviter's profile name, address,
// token): a caller cannot make Confetti send arbitrary text or links to arbitrary addresses, and
// it says who sent it and that the party's name is theirs (_shared/invitation-email.ts).
import { z } from 'zod';
import { sendEmail } from '../_shared/email.ts';
import { badRequest, forbidden, handler, HttpError, json, methodNotAllowed, notFound } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { acceptUrl } from './app-origin.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { renderInvitationEmail } from '../_shared/invitation-email.ts';
import { claimMailSends, releaseMailSend } from '../_shared/mail-limits.ts';

const RequestSchema = z.object({
  invitationId: z.guid('invitationId must be an invitation id'),
  invitedEmail: z.string().trim().min(3).max(320),
  // Accepted for the product's payload; the e-mail uses the stored profile name and party type.
  inviterName: z.string().max(200).nullish(),
  partyType: z.string().max(200).nullish(),
  invitationToken: z.string().trim().min(32).max(200),
});

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    const body = await parseBody(req, RequestSchema);
    const admin = serviceClient();

    const { data: invitation, error } = await admin
      .from('party_invitations')
      .select('id, party_id, invited_email, invitation_token, permission_level, response_type, status, expires_at')
      .eq('id', body.invitationId)
      .maybeSingle();
    if (error) throw error;
    if (!invitation) throw notFound('Invitation not found');

    const { data: permission, error: permissionError } = await admin.rpc('get_user_party_permission', {
      party_id_param: invitation.party_id,
      user_id_param: user.id,
    });
    if (permissionError) throw permissionError;
    if (permission === 'none') throw notFound('Invitation not found');
    if (permission !== 'owner' && permission !== 'co_admin') throw forbidden('You do not have permission to invite members to this party');

    if (body.invitationToken !== invitation.invitation_token || body.invitedEmail.toLowerCase() !== String(invitation.invited_email).toLowerCase()) {
      throw badRequest('The e-mail address or token does not belong to this invitation.');
    }
    if (invitation.status !== 'pending') throw new HttpError(409, 'This invitation has already been answered.');
    if (Date.parse(invitation.expires_at) < Date.now()) throw new HttpError(409, 'This invitation has expired. Resend it to give it 14 more days.');

    const origin = siteOrigin();

    const [{ data: party, error: partyError }, { data: profile }] = await Promise.all([
      admin.from('party_plans').select('party_name, party_type, party_for, date').eq('id', invitation.party_id).single(),
      admin.from('profiles').select('full_name').eq('id', user.id).maybeSingle(),
    ]);
    if (partyError) throw partyError;

    const partyTitle = party.party_name?.trim() || `${party.party_type} Party`;
    const inviterName = profile?.full_name?.trim() || user.email || 'Someone';
    const email = renderInvitationEmail({
      inviterName,
      partyTitle,
      partyType: party.party_for ? `${party.party_type} for ${party.party_for}` : party.party_type,
      date: party.date,
      permissionLevel: invitation.permission_level,
      responseType: invitation.response_type,
      acceptUrl: acceptUrl(origin, invitation.invitation_token),
      expiresAt: invitation.expires_at,
    });

    const recipient = { email: invitation.invited_email, invitationId: invitation.id };
    const claim = await claimMailSends(user.id, invitation.party_id, [recipient]);
    let sent;
    try {
      sent = await sendEmail({ to: invitation.invited_email, ...email });
    } catch (e) {
      console.error('[send-invitation-email] could not send', e);
      await releaseMailSend(user.id, invitation.party_id, recipient, claim.day);
      throw new HttpError(502, 'The invitation e-mail could not be sent.');
    }
    return json({
      sent: true,
      provider: sent.provider,
      id: sent.id,
      ...(sent.fellBack ? { notice: 'The e-mail service is unavailable, so the message went to the local mailbox.' } : {}),
    });
  }),
);
