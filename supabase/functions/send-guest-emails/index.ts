// send-guest-emails (docs/decisions.md#guest-reminders): { partyId, kind: 'reminder' | 'calendar',
// includeMaybe? } → { sent, failed, limited, provider, notice? }.
//
// 'reminder': the invitation e-mail again, with the same link (the invitation's share URL,
// _shared/share-links.ts), to every invited guest who has not answered (and, with includeMaybe,
// who said maybe), at most once per 24 hours each.
// 'calendar': to everyone going who has an address (invited or added by the host), an e-mail with
// the party's .ics attached (_shared/ics.ts), once per calendar SEQUENCE; an invited guest's also
// carries their invitation's share URL, to see or change the answer without signing in.
//
// Who may, and who is due, is decided by the database as the caller (claim_guest_reminders,
// claim_calendar_invites: owner and co-admins only); what cannot be sent is put back so it can be
// retried. Resend when configured, else the local mailbox (_shared/email.ts).
//   signed in                     else 401
//   a manager of the party        else 403
//   nobody due                    429 (reminded in the last 24 h), 409 (calendar already sent),
//                                 400 (nobody to remind, no date)
//   the day's e-mail caps          429 when the sender or the party is over, or every guest due
//                                 is; guests over their address's cap are left for another day
//                                 (`limited`) and their claim put back (_shared/mail-limits.ts)
import { z } from 'zod';
import { sendEmail } from '../_shared/email.ts';
import { buildIcs, icsFileName } from '../_shared/ics.ts';
import { renderInvitationEmail } from '../_shared/invitation-email.ts';
import { handler, HttpError, json, methodNotAllowed } from '../_shared/http.ts';
import { claimMailSends, releaseMailSend, type MailRecipient } from '../_shared/mail-limits.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { invitationShareUrl } from '../_shared/share-links.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';

const RequestSchema = z.object({
  partyId: z.guid('partyId must be a party id'),
  kind: z.enum(['reminder', 'calendar']).default('reminder'),
  includeMaybe: z.boolean().optional(),
});

interface ClaimedReminder {
  guest_id: string;
  invitation_id: string;
  email: string;
  token: string;
  previous_reminded_at: string | null;
}
interface ClaimedCalendar {
  guest_id: string;
  email: string;
  previous: number | null;
}
interface PartyCalendar {
  party_id: string;
  title: string;
  party_type: string;
  location: string | null;
  date: string | null;
  time_of_day: string | null;
  sequence: number;
}

/** Each invited guest's invitation token, by guest id (guests the host added have none). */
async function invitationTokens(admin: ReturnType<typeof serviceClient>, guestIds: string[]): Promise<Map<string, string>> {
  if (!guestIds.length) return new Map();
  const { data: rows, error } = await admin.from('party_guests').select('id, invitation_id').in('id', guestIds).not('invitation_id', 'is', null);
  if (error) throw error;
  const invitationIds = (rows ?? []).map((r) => r.invitation_id as string);
  if (!invitationIds.length) return new Map();
  const { data: invitations, error: invError } = await admin.from('party_invitations').select('id, invitation_token').in('id', invitationIds);
  if (invError) throw invError;
  const tokenOf = new Map((invitations ?? []).map((i) => [i.id as string, i.invitation_token as string]));
  return new Map((rows ?? []).flatMap((r) => (tokenOf.has(r.invitation_id) ? [[r.id as string, tokenOf.get(r.invitation_id)!] as const] : [])));
}

/** The database's refusal as the HTTP answer the app shows: its sentence, its status. */
function refused(error: { code?: string; message: string }): HttpError {
  const status = error.code === 'PT429' ? 429 : error.code === 'PT409' ? 409 : error.code === '42501' ? 403 : error.code === '22023' ? 400 : 0;
  if (!status) throw error;
  return new HttpError(status, error.message);
}

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user, client } = await requireUser(req);
    const body = await parseBody(req, RequestSchema);
    const origin = siteOrigin();

    // As the caller: only managers get this far, and it is what the .ics and the e-mails show.
    const calendar = await client.rpc('get_party_calendar', { p_party_id: body.partyId });
    if (calendar.error) throw refused(calendar.error);
    const party = calendar.data as PartyCalendar;
    const admin = serviceClient();
    const [{ data: plan }, { data: profile }] = await Promise.all([
      admin.from('party_plans').select('party_for').eq('id', body.partyId).single(),
      admin.from('profiles').select('full_name').eq('id', user.id).maybeSingle(),
    ]);
    const inviterName = profile?.full_name?.trim() || user.email || 'Someone';
    const partyType = plan?.party_for ? `${party.party_type} for ${plan.party_for}` : party.party_type;

    const jobs: Array<{ to: MailRecipient; send: () => Promise<{ provider: string; fellBack: boolean }>; undo: () => PromiseLike<unknown> }> = [];
    if (body.kind === 'reminder') {
      const claim = await client.rpc('claim_guest_reminders', { p_party_id: body.partyId, p_include_maybe: body.includeMaybe ?? false });
      if (claim.error) throw refused(claim.error);
      const claimed = claim.data as ClaimedReminder[];
      const { data: invitations, error } = await admin
        .from('party_invitations')
        .select('id, permission_level, response_type, expires_at')
        .in(
          'id',
          claimed.map((c) => c.invitation_id),
        );
      if (error) throw error;
      const byId = new Map((invitations ?? []).map((i) => [i.id, i]));
      for (const c of claimed) {
        const inv = byId.get(c.invitation_id);
        const email = renderInvitationEmail({
          kind: 'reminder',
          inviterName,
          partyTitle: party.title,
          partyType,
          date: party.date,
          permissionLevel: inv?.permission_level ?? 'view_only',
          responseType: inv?.response_type ?? 'attendance',
          acceptUrl: invitationShareUrl(origin, c.token),
          expiresAt: inv?.expires_at ?? new Date(Date.now() + 14 * 86_400_000).toISOString(),
        });
        jobs.push({
          to: { email: c.email, invitationId: c.invitation_id },
          send: () => sendEmail({ to: c.email, ...email }),
          undo: () => admin.rpc('unclaim_guest_reminder', { p_guest_id: c.guest_id, p_previous: c.previous_reminded_at }),
        });
      }
    } else {
      const claim = await client.rpc('claim_calendar_invites', { p_party_id: body.partyId });
      if (claim.error) throw refused(claim.error);
      const { sequence, guests } = claim.data as { sequence: number; guests: ClaimedCalendar[] };
      const url = `${origin}/party/${party.party_id}`;
      const ics = buildIcs({
        partyId: party.party_id,
        title: party.title,
        date: party.date!,
        timeOfDay: party.time_of_day,
        location: party.location,
        url,
        sequence,
      });
      const attachment = {
        filename: icsFileName(party.title),
        content: btoa(String.fromCharCode(...new TextEncoder().encode(ics))),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      };
      const tokens = await invitationTokens(
        admin,
        guests.map((g) => g.guest_id),
      );
      for (const g of guests) {
        const token = tokens.get(g.guest_id);
        const email = renderInvitationEmail({
          kind: 'calendar',
          inviterName,
          partyTitle: party.title,
          partyType,
          date: party.date,
          permissionLevel: 'view_only',
          responseType: 'attendance',
          acceptUrl: url,
          expiresAt: new Date().toISOString(),
          invitationUrl: token ? invitationShareUrl(origin, token) : null,
        });
        jobs.push({
          to: { email: g.email },
          send: () => sendEmail({ to: g.email, ...email, attachments: [attachment] }),
          undo: () => admin.rpc('unclaim_calendar_invite', { p_guest_id: g.guest_id, p_previous: g.previous }),
        });
      }
    }

    // Counted before anything goes: over a cap, the guest's claim is put back for another day.
    let claim;
    try {
      claim = await claimMailSends(
        user.id,
        body.partyId,
        jobs.map((j) => j.to),
      );
    } catch (e) {
      await Promise.all(jobs.map((j) => j.undo()));
      throw e;
    }
    let sent = 0;
    let failed = 0;
    let limited = 0;
    let provider: string | null = null;
    let fellBack = false;
    for (const [i, job] of jobs.entries()) {
      if (!claim.allowed[i]) {
        limited += 1;
        await job.undo();
        continue;
      }
      try {
        const r = await job.send();
        sent += 1;
        provider = r.provider;
        fellBack ||= r.fellBack;
      } catch (e) {
        console.error('[send-guest-emails] could not send', e);
        failed += 1;
        await job.undo();
        await releaseMailSend(user.id, body.partyId, job.to, claim.day);
      }
    }
    return json({
      sent,
      failed,
      limited,
      provider,
      ...(fellBack ? { notice: 'The e-mail service is unavailable, so the messages went to the local mailbox.' } : {}),
    });
  }),
);
