// send-contact-message (docs/product.md#static-pages): { first_name, last_name, email, phone?, subject,
// message } → { reference, acknowledged }.
//
// The contact form's one way in (browsers cannot insert into contact_messages). Each message is
//   1. validated (the table's limits, a real e-mail address): 400 with the field and the reason;
//   2. rate-limited and stored in one transaction (submit_contact_message): 429 with Retry-After
//      past 3 messages an hour or 10 a day from one address, 5 an hour from one IP address, or
//      100 an hour in all;
//   3. e-mailed to SUPPORT_EMAIL with the sender as reply_to. If that fails the message is removed
//      again and the answer is 502, so a success always means support has it;
//   4. acknowledged to the sender with its reference number, and nothing the sender wrote
//      (./email.ts says why). A failed acknowledgement still answers 200, with acknowledged: false.
// Stored rather than only mailed: support can find a message by its reference, and the limits
// count what was sent. Only the service role reads the table.
import { z } from 'zod';
import { sendEmail } from '../_shared/email.ts';
import { handler, HttpError, json, methodNotAllowed } from '../_shared/http.ts';
import { requireEnv, serviceClient } from '../_shared/supabase.ts';
import { siteOriginFrom } from '../_shared/site-origin.ts';
import { parseBody } from '../_shared/validate.ts';
import { renderAcknowledgement, renderSupportEmail } from './email.ts';
import { newReference } from './reference.ts';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} cannot be blank`)
    .max(max, `${label} must be at most ${max} characters`);

const Body = z.object({
  first_name: required('First name', 200),
  last_name: required('Last name', 200),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .max(320, 'Email must be at most 320 characters')
    .pipe(z.email('Email must be a valid e-mail address, like name@example.com')),
  phone: z
    .string()
    .trim()
    .max(50, 'Phone must be at most 50 characters')
    .nullish()
    .transform((v) => v || null),
  subject: required('Subject', 300),
  message: required('Message', 10000),
});

export const LIMITS = { perAddressPerHour: 3, perAddressPerDay: 10, perSenderPerHour: 5, allPerHour: 100 };

/** The address support mail goes to; the footer's address unless the project sets its own. */
const DEFAULT_SUPPORT_EMAIL = 'support@confetti.party';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const msg = await parseBody(req, Body);
    const supportEmail = Deno.env.get('SUPPORT_EMAIL')?.trim() || DEFAULT_SUPPORT_EMAIL;
    const db = serviceClient();
    const senderKey = await senderKeyOf(req);

    let stored: { id: string; reference: string } | null = null;
    for (let attempt = 0; !stored && attempt < 3; attempt++) {
      const { data, error } = await db.rpc('submit_contact_message', {
        p_first_name: msg.first_name,
        p_last_name: msg.last_name,
        p_email: msg.email,
        p_phone: msg.phone,
        p_subject: msg.subject,
        p_message: msg.message,
        p_reference: newReference(),
        p_sender_key: senderKey,
        p_per_address_per_hour: LIMITS.perAddressPerHour,
        p_per_address_per_day: LIMITS.perAddressPerDay,
        p_per_sender_per_hour: LIMITS.perSenderPerHour,
        p_all_per_hour: LIMITS.allPerHour,
      });
      if (error?.code === '23505') continue; // the rare repeated reference: draw another
      if (error) throw new Error(`submit_contact_message: ${error.message}`);
      if (!data.ok) throw tooMany(data.retry_after_seconds, supportEmail);
      stored = { id: data.id, reference: data.reference };
    }
    if (!stored) throw new Error('submit_contact_message: no free reference after 3 tries');
    const receivedAt = new Date().toISOString();

    try {
      await sendEmail({ to: supportEmail, replyTo: msg.email, ...renderSupportEmail(msg, stored.reference, receivedAt) });
    } catch (e) {
      console.error(`[send-contact-message] ${stored.reference} did not reach support:`, e instanceof Error ? e.message : e);
      await db.from('contact_messages').delete().eq('id', stored.id);
      throw new HttpError(502, `Your message could not be delivered right now. Please try again, or write to ${supportEmail}.`);
    }
    await db.from('contact_messages').update({ support_notified_at: new Date().toISOString() }).eq('id', stored.id);

    let acknowledged = false;
    try {
      await sendEmail({ to: msg.email, ...renderAcknowledgement(stored.reference, receivedAt, supportEmail, siteOriginFrom(Deno.env.get('SITE_URL'))) });
      acknowledged = true;
      await db.from('contact_messages').update({ acknowledged_at: new Date().toISOString() }).eq('id', stored.id);
    } catch (e) {
      console.error(`[send-contact-message] ${stored.reference}: no acknowledgement:`, e instanceof Error ? e.message : e);
    }
    return json({ reference: stored.reference, acknowledged });
  }),
);

function tooMany(retryAfterSeconds: number, supportEmail: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    `Too many messages in a short time. Please try again in ${wait}, or write to ${supportEmail}.`,
    { retryAfterSeconds },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );
}

/**
 * The per-IP limit's key: an HMAC of the client's address as the platform saw it, so the table
 * never holds IP addresses. Only the right-most X-Forwarded-For entry is that address: the gateway
 * appends the connection's address to whatever the client sent (the local stack's function proxy
 * appends the socket's), and every entry to its left is the client's own words. Keyed with the
 * service-role key, which the table's readers have anyway; rotating it only resets the limits.
 */
async function senderKeyOf(req: Request): Promise<string | null> {
  const ip = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (!ip) return null;
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(requireEnv('SUPABASE_SERVICE_ROLE_KEY')), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`contact-form:${ip}`)));
  return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
