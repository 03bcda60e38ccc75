// The invitation e-mail: one HTML and one plain-text rendering of the same content. Pure (no Deno
// APIs) so the unit tests render it under Node. Every value that came from a user is escaped, and
// the words a user chose (their name, the party's name) are quoted and attributed to them, so a
// party called "Claim your prize at ..." reads as someone's party name, never as Confetti speaking
// (docs/security.md #16).

import { emailButton, escapeHtml, renderEmailFrame } from './email-layout.ts';

export interface InvitationEmailInput {
  inviterName: string;
  partyTitle: string;
  partyType: string;
  /** 'YYYY-MM-DD' or null. */
  date: string | null;
  permissionLevel: string;
  responseType: string;
  acceptUrl: string;
  expiresAt: string;
  productName?: string;
  /**
   * 'invitation' (default); 'reminder' for a guest who has not answered (same link); 'calendar' for
   * a guest who is going: acceptUrl is then the party page and the .ics goes along as an attachment.
   */
  kind?: 'invitation' | 'reminder' | 'calendar';
  /**
   * 'calendar' only: the invitee's own one-visit link (the invitation's share URL), to see or change
   * their answer without signing in. Guests the host added without an invitation have none.
   */
  invitationUrl?: string | null;
}

/** What a reminder says about answering (docs/decisions.md#guest-reminders). */
export const REMINDER_EASE = 'It takes a few seconds — no account needed.';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What each invitation permission level lets the invitee do (docs/product.md#party-permissions). */
export const PERMISSION_TEXT: Record<string, { label: string; description: string }> = {
  view_only: { label: 'View only', description: 'view the party details and follow the planning' },
  collaborator: { label: 'Collaborator', description: 'edit the party details and help plan' },
  co_admin: { label: 'Co-admin', description: 'do everything the host can, including inviting others' },
};

const RESPONSE_TEXT: Record<string, string> = {
  collaboration: 'to help plan',
  attendance: 'to the party',
};

export { escapeHtml };

/** 'YYYY-MM-DD' → 'Sunday, March 14, 2027' (read as a calendar date, never shifted by a time zone). */
export function formatPartyDate(date: string | null): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const d = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

function formatExpiry(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'soon';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Mail clients strip <style> and ignore most CSS: inline styles and a table layout only. */
export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const product = input.productName ?? 'Confetti';
  const role = PERMISSION_TEXT[input.permissionLevel] ?? { label: input.permissionLevel.replace(/_/g, ' '), description: 'join the party' };
  const invitedTo = RESPONSE_TEXT[input.responseType] ?? 'to the party';
  const when = formatPartyDate(input.date);
  const expires = formatExpiry(input.expiresAt);
  const kind = input.kind ?? 'invitation';
  const invited = `${input.inviterName} invited you to “${input.partyTitle}” on ${product}`;
  const subject =
    kind === 'reminder' ? `Reminder: ${invited}` : kind === 'calendar' ? `You're going to “${input.partyTitle}”: add it to your calendar` : invited;
  const heading = kind === 'reminder' ? 'A friendly reminder' : kind === 'calendar' ? 'See you there!' : "You're invited!";
  const intro =
    kind === 'reminder'
      ? 'You have not answered yet. '
      : kind === 'calendar'
        ? 'You said you are going. The calendar file is attached; open it to add the party to your calendar. '
        : '';
  const action = kind === 'calendar' ? 'View party' : 'View invitation';
  const linkLead = kind === 'calendar' ? 'See the party page here:' : 'See the details and accept or decline here:';
  const expiryNote = kind === 'calendar' ? null : kind === 'reminder' ? `This invitation expires on ${expires}.` : `This invitation expires on ${expires}.`;
  // The link alone answers (docs/product.md#answering-without-an-account): both e-mails say so.
  const ease = kind === 'calendar' ? null : REMINDER_EASE;
  const invitationUrl = kind === 'calendar' ? input.invitationUrl || null : null;
  const invitationLead = 'Your invitation, to see or change your answer:';
  const sender = `${product} sent this e-mail for ${input.inviterName}, a ${product} user. The party's name and details are theirs: ${product} did not write them.`;

  const details: Array<[string, string]> = [
    ['Party', input.partyType],
    ...(when ? ([['Date', when]] as Array<[string, string]>) : []),
    ['Your role', `${role.label}: you can ${role.description}`],
  ];

  const text = [
    heading,
    '',
    `${intro}${input.inviterName} invited you ${invitedTo}: “${input.partyTitle}”.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    sender,
    '',
    linkLead,
    input.acceptUrl,
    ...(ease ? [ease] : []),
    '',
    ...(invitationUrl ? [invitationLead, invitationUrl, ''] : []),
    ...(expiryNote ? [expiryNote] : []),
    `If you were not expecting this e-mail, you can ignore it.`,
    '',
    `— ${product}`,
  ].join('\n');

  const e = escapeHtml;
  const url = e(input.acceptUrl);
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;font-size:14px;vertical-align:top;white-space:nowrap">${e(k)}</td>` +
        `<td style="padding:6px 0;color:#111827;font-size:14px">${e(v)}</td></tr>`,
    )
    .join('');

  const html = renderEmailFrame({
    title: subject,
    heading,
    brand: product,
    bodyHtml:
      `<p style="margin:0 0 16px;font-size:16px">${e(intro)}<strong>${e(input.inviterName)}</strong> invited you ${e(invitedTo)}: <strong>“${e(input.partyTitle)}”</strong>.</p>\n` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>\n` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${e(sender)}</p>\n` +
      (ease ? `<p style="margin:0 0 16px;font-size:15px">${e(ease)}</p>\n` : '') +
      emailButton(input.acceptUrl, action) +
      `\n<p style="margin:24px 0 0;font-size:13px;color:#4b5563">Or paste this link into your browser:<br><a href="${url}" style="color:#6d28d9;word-break:break-all">${url}</a></p>` +
      (invitationUrl
        ? `\n<p style="margin:16px 0 0;font-size:13px;color:#4b5563">${e(invitationLead)}<br><a href="${e(invitationUrl)}" style="color:#6d28d9;word-break:break-all">${e(invitationUrl)}</a></p>`
        : '') +
      (expiryNote ? `\n<p style="margin:16px 0 0;font-size:13px;color:#4b5563">${e(expiryNote)}</p>` : ''),
    footer: 'If you were not expecting this e-mail, you can ignore it: nothing happens unless you accept.',
  });

  return { subject, html, text };
}
