import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { anonClient, apiUrl, serviceClient, signedInClient } from './clients.ts';
import { decodeRgbaPng } from './stand-ins/png.ts';
import { SHIPPING_ADDRESS } from './shipping.ts';

// The offline defaults on the shared test stack (no provider keys in its .env): the generated
// T-shirt design, saving designs, the stack's local checkout page, and Canva shown as not configured.

type Client = SupabaseClient<Database>;
/** The shared test stack's SITE_URL (its default): where payment pages send the buyer back. */
const APP = 'http://localhost:5173';

let owner: { client: Client; userId: string };
let stranger: { client: Client; userId: string };
let partyId: string;

async function invoke<T = Record<string, unknown>>(client: Client, name: string, body?: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown>, headers: { Origin: APP } });
  if (!error) return { status: 200, json: data as T };
  const res = (error as { context?: Response }).context;
  return { status: res?.status ?? 0, json: ((await res?.json().catch(() => ({}))) ?? {}) as T };
}

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

beforeAll(async () => {
  owner = await signedInClient('tee-owner');
  stranger = await signedInClient('tee-stranger');
  const { data, error } = await owner.client
    .from('party_plans')
    .insert({
      party_type: 'Birthday Party',
      party_name: "Ava's 30th",
      party_for: 'Ava',
      guest_count: 20,
      budget: 'moderate',
      user_id: owner.userId,
      is_public: false,
    })
    .select('id')
    .single();
  if (error) throw error;
  partyId = data.id;
});

describe('T-shirt designs (offline default)', () => {
  const partyData = () => ({ id: partyId, party_name: "Ava's 30th", party_type: 'Birthday Party', party_for: 'Ava' });

  it('generates a transparent PNG typographic design, different per prompt', async () => {
    const t0 = performance.now();
    const a = await invoke<{ imageUrl: string; source: string }>(owner.client, 'generate-tshirt-design', {
      partyData: partyData(),
      customPrompt: 'retro gold',
    });
    const ms = performance.now() - t0;
    expect(a.status).toBe(200);
    expect(a.json.source).toBe('artwork');
    const png = decodeRgbaPng(pngOf(a.json.imageUrl));
    expect(png).toMatchObject({ width: 1000, height: 1000, colourType: 6 });
    expect(png.pixel(0, 0)[3]).toBe(0); // transparent corner: the shirt shows through
    expect(png.pixel(500, 120)[3]).toBe(255); // 'retro' asks for the sunset layout: its sun is opaque
    console.log(`[tshirts] generated design (cold worker): ${ms.toFixed(0)} ms, ${(a.json.imageUrl.length / 1024).toFixed(0)} KB as a data URL`);

    const b = await invoke<{ imageUrl: string }>(owner.client, 'generate-tshirt-design', { partyData: partyData(), customPrompt: 'navy badge with stars' });
    expect(b.json.imageUrl).not.toBe(a.json.imageUrl);
  });

  it('needs a signed-in caller and a party', async () => {
    expect((await invoke(anonClient(), 'generate-tshirt-design', { partyData: partyData() })).status).toBe(401);
    expect((await invoke(owner.client, 'generate-tshirt-design', { customPrompt: 'x' })).status).toBe(400);
  });

  it('saves a design under {userId}/{partyId}_design_{timestamp}.png, only for the caller and parties they belong to', async () => {
    const { json: design } = await invoke<{ imageUrl: string }>(owner.client, 'generate-tshirt-design', { partyData: partyData() });
    const saved = await invoke<{ filePath: string; publicUrl: string }>(owner.client, 'save-tshirt-design', {
      imageUrl: design.imageUrl,
      userId: owner.userId,
      partyId,
      partyType: 'Birthday Party',
      partyFor: 'Ava',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.filePath).toMatch(new RegExp(`^${owner.userId}/${partyId}_design_\\d{13}\\.png$`));
    const file = await fetch(saved.json.publicUrl);
    expect(file.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(pngOf(design.imageUrl))).toBe(true);

    // Listed the way Saved Designs lists them.
    const { data: list } = await owner.client.storage.from('tshirt-designs').list(owner.userId, { search: `${partyId}_design_` });
    expect(list?.map((f) => `${owner.userId}/${f.name}`)).toContain(saved.json.filePath);

    const other = await invoke(stranger.client, 'save-tshirt-design', { imageUrl: design.imageUrl, userId: stranger.userId, partyId });
    expect(other).toMatchObject({ status: 403, json: { error: 'You can only save designs for parties you belong to.' } });
    const impersonate = await invoke(stranger.client, 'save-tshirt-design', { imageUrl: design.imageUrl, userId: owner.userId, partyId });
    expect(impersonate.status).toBe(403);
    const remote = await invoke(owner.client, 'save-tshirt-design', { imageUrl: 'http://169.254.169.254/latest', userId: owner.userId, partyId });
    expect(remote.status).toBe(400);
    const notImage = await invoke(owner.client, 'save-tshirt-design', {
      imageUrl: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
      userId: owner.userId,
      partyId,
    });
    expect(notImage).toMatchObject({ status: 400, json: { error: 'imageUrl does not hold a PNG, JPEG or WebP image.' } });

    // Only the owner deletes their design.
    const foreignDelete = await stranger.client.storage.from('tshirt-designs').remove([saved.json.filePath]);
    expect(foreignDelete.data ?? []).toEqual([]);
    expect((await fetch(saved.json.publicUrl)).status).toBe(200);
    const ownDelete = await owner.client.storage.from('tshirt-designs').remove([saved.json.filePath]);
    expect(ownDelete.error).toBeNull();
    expect((await fetch(saved.json.publicUrl)).status).toBe(400);
  });
});

describe('local checkout page (offline default for Stripe)', () => {
  async function designUrl(): Promise<string> {
    const { json: design } = await invoke<{ imageUrl: string }>(owner.client, 'generate-tshirt-design', {
      partyData: { party_name: 'Shop test', party_type: 'Graduation' },
    });
    const saved = await invoke<{ publicUrl: string }>(owner.client, 'save-tshirt-design', { imageUrl: design.imageUrl, userId: owner.userId, partyId });
    return saved.json.publicUrl;
  }

  it('shows the order, pays it like the webhook does and redirects like Stripe', async () => {
    const url = await designUrl();
    const { status, json } = await invoke<{ url: string; provider: string; sessionId: string; orderId: string }>(owner.client, 'create-checkout-session', {
      items: [
        { designUrl: url, designName: 'Grad tee', size: 'M', price: 1, quantity: 2 },
        { designUrl: url, designName: 'Grad tee', size: 'XL', price: 1, quantity: 1 },
      ],
      returnPath: `/party/${partyId}`,
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(status).toBe(200);
    expect(json.provider).toBe('local');
    expect(json.url).toBe(`${apiUrl()}/checkout/v1/session/${json.sessionId}`);

    const page = await fetch(json.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${APP}`);
    // A page and its form posts, not an API: no other site's script may read them.
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const html = await page.text();
    expect(html).toContain('Pay $77.00');
    expect(html).toContain('Grad tee');
    expect(html).toContain('2 × $25.00');
    expect(html).toContain('1 × $27.00');

    const pay = await fetch(`${json.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${APP}/checkout-success?session_id=${json.sessionId}`);
    const { data: order } = await serviceClient().from('orders').select('status, paid_at, total_cents').eq('id', json.orderId).single();
    expect(order).toMatchObject({ status: 'paid', total_cents: 7700 });

    // Paying twice changes nothing; the page now says it is paid.
    const again = await fetch(`${json.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    const { data: after } = await serviceClient().from('orders').select('paid_at').eq('id', json.orderId).single();
    expect(after?.paid_at).toBe(order?.paid_at);
    expect(await (await fetch(json.url)).text()).toContain('Already paid');

    // What /checkout-success shows.
    const confirmed = await invoke<{ order: { status: string; total_cents: number }; items: unknown[] }>(owner.client, 'confirm-checkout', {
      sessionId: json.sessionId,
    });
    expect(confirmed.json.order).toMatchObject({ status: 'paid', total_cents: 7700 });
    expect(confirmed.json.items).toHaveLength(2);
  });

  it('cancels back to the app, and a cancelled order cannot be paid', async () => {
    const url = await designUrl();
    const { json } = await invoke<{ url: string; orderId: string }>(owner.client, 'create-checkout-session', {
      items: [{ designUrl: url, size: 'S', quantity: 1 }],
      returnPath: '//evil.test/phish',
      shippingAddress: SHIPPING_ADDRESS,
    });
    const cancel = await fetch(`${json.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${APP}/`); // an unsafe return path falls back to /
    expect((await fetch(`${json.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    const { data } = await serviceClient().from('orders').select('status').eq('id', json.orderId).single();
    expect(data?.status).toBe('cancelled');
  });

  it('answers unknown or malformed sessions with 404 and escapes what it shows', async () => {
    expect((await fetch(`${apiUrl()}/checkout/v1/session/cs_local_${'0'.repeat(48)}`)).status).toBe(404);
    const res = await fetch(`${apiUrl()}/checkout/v1/session/%3Cscript%3E`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<script>');
  });

  it('upgrades to Pro through the local page', async () => {
    const pro = await signedInClient('local-pro');
    const { json } = await invoke<{ url: string; sessionId: string }>(pro.client, 'create-subscription-checkout');
    const html = await (await fetch(json.url)).text();
    expect(html).toContain('Confetti Pro');
    expect(html).toContain('$9.99 / month');
    const pay = await fetch(`${json.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.headers.get('location')).toBe(`${APP}/checkout-success?session_id=${json.sessionId}`);
    const { data } = await pro.client.from('profiles').select('is_pro').eq('id', pro.userId).single();
    expect(data?.is_pro).toBe(true);
    const subs = await pro.client.from('subscriptions').select('provider, status');
    expect(subs.data).toEqual([{ provider: 'local', status: 'active' }]);
  });
});

describe('Canva without CANVA_CLIENT_ID', () => {
  it('says it is not available yet, without naming the setting', async () => {
    expect((await invoke(owner.client, 'canva-authorize', { probe: true })).json).toEqual({ configured: false });
    const start = await invoke(owner.client, 'canva-authorize', {});
    expect(start.status).toBe(503);
    expect(start.json).toEqual({ error: "This isn't available yet.", details: { code: 'not_configured' } });
    expect((await invoke(owner.client, 'canva-auth', { code: 'c', state: 's'.repeat(43) })).status).toBe(503);
  });
});
