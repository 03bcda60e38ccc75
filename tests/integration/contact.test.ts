import { describe, expect, inject, it } from 'vitest';
import { anonClient, apiUrl, serviceClient, signedInClient, uniqueEmail } from './clients.ts';
import { fromIp, loopbackAddresses } from './from-address.ts';

// The contact form reaches someone (docs/product.md#static-pages): send-contact-message stores the
// message, e-mails it to SUPPORT_EMAIL (the shared stack leaves it unset: the footer's address) and
// acknowledges it to the sender with a reference number, within its rate limits.

const SUPPORT = 'support@confetti.party';
const mailbox = () => `http://127.0.0.1:${Number(new URL(apiUrl()).port) + 3}`;
/** A loopback source address per request, so the per-IP limit of one test does not reach another. */
const freshIp = loopbackAddresses();

interface Mail {
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  to: string[];
}
async function mailTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()).messages;
}

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Lopez',
  email,
  phone: '312 555 0100',
  subject: 'Wedding package',
  message: 'Do you cover Evanston? Visit http://spam.example for cheap pills.',
  ...extra,
});

async function send(body: unknown, ip = freshIp()) {
  const anonKey = inject('anonKey');
  const r = await fromIp(ip, `${apiUrl()}/functions/v1/send-contact-message`, { method: 'POST', headers: { authorization: `Bearer ${anonKey}` }, body });
  const retry = r.headers['retry-after'];
  return { status: r.status, json: r.body, retryAfter: (Array.isArray(retry) ? retry[0] : retry) ?? null };
}

describe('send-contact-message', () => {
  it('e-mails support everything, and the sender only a reference number', async () => {
    const email = uniqueEmail('contact');
    const { status, json } = await send(message(email));
    expect(status).toBe(200);
    expect(json).toEqual({ reference: expect.stringMatching(/^CF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), acknowledged: true });
    const reference = json.reference as string;

    const toSupport = (await mailTo(SUPPORT)).find((m) => m.subject.startsWith(`[${reference}]`));
    expect(toSupport?.subject).toBe(`[${reference}] Wedding package`);
    expect(toSupport?.reply_to).toBe(email); // replying answers the visitor
    expect(toSupport?.text).toContain(`From: Ana Lopez <${email}>`);
    expect(toSupport?.text).toContain('Phone: 312 555 0100');
    expect(toSupport?.text).toContain('Do you cover Evanston?');

    const [ack, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(ack.subject).toBe(`We received your message (${reference})`);
    expect(ack.reply_to).toBeNull();
    expect(ack.text).toContain(`Your reference number is ${reference}.`);
    // Nothing the visitor typed goes to the address they typed: not the message, the subject or the name.
    for (const typed of ['Evanston', 'spam.example', 'Wedding package', 'Ana', 'Lopez', '312 555']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }

    const { data: row } = await serviceClient()
      .from('contact_messages')
      .select('email, subject, reference, sender_key, support_notified_at, acknowledged_at')
      .eq('reference', reference)
      .single();
    expect(row).toMatchObject({ email, subject: 'Wedding package', reference, sender_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(row?.support_notified_at).not.toBeNull();
    expect(row?.acknowledged_at).not.toBeNull();
  });

  it('is the only way in: browsers can neither write nor read contact_messages', async () => {
    const stranger = await signedInClient('contact-reader');
    for (const client of [anonClient(), stranger.client]) {
      const ins = await client.from('contact_messages').insert({ first_name: 'A', last_name: 'B', email: 'a@example.test', subject: 's', message: 'm' });
      expect(ins.error?.code).toBe('42501');
      const read = await client.from('contact_messages').select('id');
      expect(read.error?.code).toBe('42501');
      expect((await client.rpc('submit_contact_message', {} as never)).error).not.toBeNull();
    }
  });

  it.each([
    [{ first_name: '   ' }, 'first_name', 'First name cannot be blank'],
    [{ email: 'ana@localhost' }, 'email', 'Email must be a valid e-mail address, like name@example.com'],
    [{ email: 'not an address' }, 'email', 'Email must be a valid e-mail address, like name@example.com'],
    [{ subject: 'x'.repeat(301) }, 'subject', 'Subject must be at most 300 characters'],
    [{ message: 'x'.repeat(10001) }, 'message', 'Message must be at most 10000 characters'],
    [{ message: undefined }, 'message', 'Message is required'],
    [{ phone: 'x'.repeat(51) }, 'phone', 'Phone must be at most 50 characters'],
  ])('refuses %j with 400 naming the field', async (change, path, reason) => {
    const { status, json } = await send(message(uniqueEmail('bad'), change));
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'Invalid request', details: [{ path, message: reason }] });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${apiUrl()}/functions/v1/send-contact-message`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });

  it('sends one address at most 3 messages an hour, whatever IP they come from', async () => {
    const email = uniqueEmail('flood-victim');
    for (let i = 0; i < 3; i++) expect((await send(message(email))).status).toBe(200);
    const fourth = await send(message(email.toUpperCase()));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(3000); // the first of the three leaves the hour in about an hour
    expect(fourth.json.error).toMatch(/^Too many messages in a short time\. Please try again in \d+ minutes?, or write to support@confetti\.party\.$/);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('takes at most 5 messages an hour from one IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(message(uniqueEmail('sprayed')), ip)).status).toBe(200);
    const sixth = uniqueEmail('sprayed');
    expect((await send(message(sixth), ip)).status).toBe(429);
    expect(await mailTo(sixth)).toEqual([]);
    // Another address is not held back by it.
    expect((await send(message(uniqueEmail('elsewhere')), freshIp())).status).toBe(200);
  });
});
