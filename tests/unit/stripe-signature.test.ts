import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formEncode, signPayload, verifySignature } from '../../supabase/functions/_shared/checkout/stripe';
import { designObjectPath, safeAppPath } from '../../supabase/functions/_shared/checkout/safe-urls';

const SECRET = 'whsec_unit';
const now = 1_800_000_000;
const header = (payload: string, t = now, secret = SECRET) => `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

describe('Stripe webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });

  it('accepts Stripe’s scheme (and one v1 of several while secrets roll)', async () => {
    await expect(verifySignature(payload, header(payload), SECRET, now)).resolves.toBeUndefined();
    const signature = header(payload).split('v1=')[1];
    const rolled = `t=${now},v1=${'1'.repeat(64)},v1=${signature}`;
    await expect(verifySignature(payload, rolled, SECRET, now)).resolves.toBeUndefined();
    expect(await signPayload(payload, SECRET, now)).toBe(signature);
  });

  it('refuses a wrong secret, an edited body, an old timestamp and a malformed header', async () => {
    await expect(verifySignature(payload, header(payload, now, 'whsec_other'), SECRET, now)).rejects.toThrow('No signature matches the payload');
    await expect(verifySignature(`${payload} `, header(payload), SECRET, now)).rejects.toThrow('No signature matches the payload');
    await expect(verifySignature(payload, header(payload, now - 301), SECRET, now)).rejects.toThrow('outside the tolerance');
    await expect(verifySignature(payload, 'v1=abc', SECRET, now)).rejects.toThrow('Malformed');
    await expect(verifySignature(payload, null, SECRET, now)).rejects.toThrow('Missing');
  });
});

describe('Stripe form encoding', () => {
  it('flattens nested objects and arrays the way Stripe reads them', () => {
    const body = new URLSearchParams(formEncode({ mode: 'payment', line_items: [{ quantity: 2, price_data: { unit_amount: 2500, product_data: { images: ['https://a/x.png'] } } }], skip: undefined }));
    expect([...body.entries()]).toEqual([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '2'],
      ['line_items[0][price_data][unit_amount]', '2500'],
      ['line_items[0][price_data][product_data][images][0]', 'https://a/x.png'],
    ]);
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
