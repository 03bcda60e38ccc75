// The two e-mails a contact message sends. Pure (no Deno APIs) so unit tests render them under Node.
//
// The acknowledgement goes to whatever address the visitor typed, so it carries NOTHING the visitor
// wrote: no name, no subject, no quote of the message. Only the reference, the time and fixed
// text. Someone typing a stranger's address (or a spammer hoping to deliver their text through
// Confetti) can make Confetti send that stranger at most a few identical, harmless notes
// (the rate limits in index.ts), never words of their choosing.
import { emailButton, escapeHtml, renderEmailFrame } from '../_shared/email-layout.ts';

export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function when(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

/** To SUPPORT_EMAIL: everything the visitor wrote; replying answers the visitor (reply_to). */
export function renderSupportEmail(msg: ContactMessage, reference: string, receivedAt: string): RenderedEmail {
  const name = `${msg.first_name} ${msg.last_name}`;
  // One line: a subject with line breaks would be refused or mangled by mail servers.
  const subject = `[${reference}] ${msg.subject.replace(/\s+/g, ' ').slice(0, 200)}`;
  const fields: Array<[string, string]> = [
    ['Reference', reference],
    ['From', `${name} <${msg.email}>`],
    ...(msg.phone ? ([['Phone', msg.phone]] as Array<[string, string]>) : []),
    ['Received', when(receivedAt)],
    ['Subject', msg.subject],
  ];
  const text = [...fields.map(([k, v]) => `${k}: ${v}`), '', msg.message, '', '— Sent through the Confetti contact form. Reply to answer the sender.'].join(
    '\n',
  );
  const e = escapeHtml;
  const rows = fields
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;font-size:14px;vertical-align:top">${e(k)}</td><td style="padding:4px 0;font-size:14px">${e(v)}</td></tr>`,
    )
    .join('');
  const bodyHtml =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>` +
    `<div style="white-space:pre-wrap;border-left:3px solid #ddd6fe;padding:8px 12px;font-size:15px">${e(msg.message)}</div>`;
  return {
    subject,
    text,
    html: renderEmailFrame({
      title: subject,
      heading: 'New contact message',
      bodyHtml,
      footer: 'Sent through the Confetti contact form. Reply to answer the sender.',
    }),
  };
}

/** To the visitor: the reference and what happens next, nothing they typed. */
export function renderAcknowledgement(reference: string, receivedAt: string, supportEmail: string, siteOrigin: string | null): RenderedEmail {
  const subject = `We received your message (${reference})`;
  const lines = [
    `Thank you for contacting Confetti. Your message reached our support team on ${when(receivedAt)}.`,
    `Your reference number is ${reference}. Please quote it if you write to us again.`,
    `Our support team answers from ${supportEmail}, by e-mail to this address.`,
  ];
  const ignore = 'If you did not use the contact form on Confetti, someone typed your address by mistake: you can ignore this e-mail.';
  const text = [...lines, '', ignore, '', '— Confetti'].join('\n');
  const e = escapeHtml;
  const bodyHtml =
    `<p style="margin:0 0 12px">${e(lines[0])}</p>` +
    `<p style="margin:0 0 12px">Your reference number is <strong style="font-family:monospace;font-size:17px">${e(reference)}</strong>. Please quote it if you write to us again.</p>` +
    `<p style="margin:0 0 12px">${e(lines[2])}</p>` +
    (siteOrigin ? emailButton(`${siteOrigin}/help-center`, 'Visit the Help Center') : '');
  return { subject, text, html: renderEmailFrame({ title: subject, heading: 'We received your message', bodyHtml, footer: ignore }) };
}
