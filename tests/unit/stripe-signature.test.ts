import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedEvent, WebhookSignatureError } from '../../supabase/functions/_shared/checkout/stripe';
import { designObjectPath, safeAppPath } from '../../supabase/functions/_shared/checkout/safe-urls';

// The webhook's check is Stripe's SDK (constructEventAsync with SubtleCrypto); these pin what it
// accepts and the reasons the webhook answers with, against headers signed as Stripe signs them.
const SECRET = 'whsec_unit';
const now = 1_800_000_000;
const nowMs = now * 1000;
const header = (payload: string, t = now, secret = SECRET) => `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

describe('Stripe webhook signatures', () => {
  const event = { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } };
  const payload = JSON.stringify(event);

  it('accepts Stripe’s scheme (and one v1 of several while secrets roll) and answers the event', async () => {
    await expect(verifiedEvent(payload, header(payload), SECRET, nowMs)).resolves.toEqual(event);
    const signature = header(payload).split('v1=')[1];
    const rolled = `t=${now},v1=${'1'.repeat(64)},v1=${signature}`;
    await expect(verifiedEvent(payload, rolled, SECRET, nowMs)).resolves.toEqual(event);
    await expect(verifiedEvent(payload, header(payload, now - 299), SECRET, nowMs)).resolves.toEqual(event);
  });

  it('refuses a wrong secret, an edited body, an old timestamp and a malformed or missing header', async () => {
    const refused = async (p: string, h: string | null) => {
      const error = await verifiedEvent(p, h, SECRET, nowMs).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebhookSignatureError);
      return (error as Error).message;
    };
    expect(await refused(payload, header(payload, now, 'whsec_other'))).toBe('No signatures found matching the expected signature for payload');
    expect(await refused(`${payload} `, header(payload))).toBe('No signatures found matching the expected signature for payload');
    expect(await refused(payload, header(payload, now - 301))).toBe('Timestamp outside the tolerance zone');
    expect(await refused(payload, 'v1=abc')).toBe('Unable to extract timestamp and signatures from header');
    expect(await refused(payload, null)).toBe('No stripe-signature header value was provided');
  });

  it('tells a signed body that is not JSON from a bad signature', async () => {
    await expect(verifiedEvent('{nope', header('{nope'), SECRET, nowMs)).rejects.toBeInstanceOf(SyntaxError);
  });
});

describe('checkout input checks', () => {
  it('accepts only saved-design URLs of the tshirt-designs bucket', () => {
    expect(designObjectPath('http://127.0.0.1:54321/storage/v1/object/public/tshirt-designs/u1/p_design_1.png')).toBe('u1/p_design_1.png');
    expect(designObjectPath('https://x.supabase.co/storage/v1/object/public/avatars/u1/a.png')).toBeNull();
    expect(designObjectPath('https://x.supabase.co/storage/v1/object/public/tshirt-designs/u1/..%2F..%2Fsecret')).toBeNull();
    expect(designObjectPath('javascript:alert(1)')).toBeNull();
    expect(designObjectPath('not a url')).toBeNull();
  });

  it('keeps cancel paths inside the app', () => {
    expect(safeAppPath('/party/1?x=2', '/')).toBe('/party/1?x=2');
    expect(safeAppPath('//evil.test', '/')).toBe('/');
    expect(safeAppPath('https://evil.test', '/')).toBe('/');
    expect(safeAppPath('/\\evil.test', '/')).toBe('/');
    expect(safeAppPath(undefined, '/pricing')).toBe('/pricing');
  });
});
