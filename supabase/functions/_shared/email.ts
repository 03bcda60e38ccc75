import { hasEnv, selectProvider } from './providers.ts';

export interface EmailMessage {
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  /** Defaults to EMAIL_FROM. */
  from?: string;
  /** Where replies go (Resend's reply_to), e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Files sent along, e.g. a party's .ics: base64 content, as Resend takes it. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  contentType?: string;
}

export interface SentEmail {
  id: string;
  provider: 'resend' | 'local-mailbox';
  /** True when Resend is configured but failed and the local mailbox took the message. */
  fellBack: boolean;
  reason?: string;
}

const DEFAULT_FROM = 'Confetti <no-reply@confetti.local>';

/** Resend when RESEND_API_KEY and EMAIL_FROM are set; else (or when Resend fails) the local mailbox. */
export async function sendEmail(message: EmailMessage): Promise<SentEmail> {
  const mail = { ...message, from: message.from ?? Deno.env.get('EMAIL_FROM') ?? DEFAULT_FROM };
  const result = await selectProvider({
    name: 'resend',
    configured: () => hasEnv('RESEND_API_KEY', 'EMAIL_FROM'),
    real: (signal) => sendWithResend(mail, signal),
    fallback: () => sendToLocalMailbox(mail),
  });
  return {
    id: result.value,
    provider: result.source === 'real' ? 'resend' : 'local-mailbox',
    fellBack: result.fellBack,
    ...(result.fellBack ? { reason: result.reason } : {}),
  };
}

/** Resend's attachment fields; the local mailbox takes the same. */
function resendAttachments(files: EmailAttachment[]) {
  return files.map((a) => ({ filename: a.filename, content: a.content, ...(a.contentType ? { content_type: a.contentType } : {}) }));
}

/** A message as Resend's POST /emails takes it (reply_to and attachments only when there are some). */
function resendPayload(mail: EmailMessage & { from: string }) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    ...(mail.attachments?.length ? { attachments: resendAttachments(mail.attachments) } : {}),
  };
}

/** POST {RESEND_API_URL or https://api.resend.com}/emails, as documented by Resend. */
async function sendWithResend(mail: EmailMessage & { from: string }, signal: AbortSignal): Promise<string> {
  const base = (Deno.env.get('RESEND_API_URL') ?? 'https://api.resend.com').replace(/\/+$/, '');
  const res = await fetch(`${base}/emails`, {
    method: 'POST',
    signal,
    headers: { Authorization: `Bearer ${Deno.env.get('RESEND_API_KEY')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(resendPayload(mail)),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body?.id !== 'string') {
    throw new Error(`Resend answered ${res.status}${body?.message ? `: ${body.message}` : ''}`);
  }
  return body.id;
}

async function sendToLocalMailbox(mail: EmailMessage & { from: string }): Promise<string> {
  const base = Deno.env.get('LOCAL_MAILBOX_URL');
  if (!base) throw new Error('E-mail is not configured: set RESEND_API_KEY and EMAIL_FROM.');
  const res = await fetch(`${base.replace(/\/+$/, '')}/api/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The mailbox's API takes Resend's fields.
    body: JSON.stringify(resendPayload(mail)),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body?.id !== 'string') throw new Error(`The local mailbox answered ${res.status}${body?.error ? `: ${body.error}` : ''}`);
  return body.id;
}
