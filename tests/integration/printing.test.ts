import { createHmac } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { anonClient, apiUrl, serviceClient, signedInClient } from './clients.ts';
import { startConfiguredStack } from './configured-stack.ts';
import { SHIPPING_ADDRESS } from './shipping.ts';
import { testStackPort } from './stack-process.ts';
import { rgbaPng } from './stand-ins/png.ts';
import { createOrder, findOrder, PrintfulError, type PrintConfig } from '../../supabase/functions/_shared/printing/printful.ts';

// Printing paid T-shirt orders (docs/product.md#printing-and-shipping) on the shared test stack,
// whose print stand-in (supabase/local/print) speaks Printful's API: an order paid through the
// local checkout reaches the printer once however many paths see the payment, the webhook takes
// only its secret, the shipping address stays the buyer's, and checkout refuses a bad address.
// A stack of our own checks that a project with a Printful key but no variant ids refuses to sell.

type Client = SupabaseClient<Database>;
const APP = 'http://localhost:5173';
let keys: { anonKey: string; serviceRoleKey: string };

async function invoke<T = Record<string, unknown>>(client: Client, name: string, body?: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown>, headers: { Origin: APP } });
  if (!error) return { status: 200, json: data as T };
  const res = (error as { context?: Response }).context;
  return { status: res?.status ?? 0, json: ((await res?.json().catch(() => ({}))) ?? {}) as T };
}

async function savedDesign(buyer: { client: Client; userId: string }): Promise<string> {
  const path = `${buyer.userId}/print_design_${Date.now()}.png`;
  const up = await buyer.client.storage.from('tshirt-designs').upload(
    path,
    rgbaPng(8, 8, () => [200, 40, 90, 255]),
    { contentType: 'image/png' },
  );
  if (up.error) throw up.error;
  return buyer.client.storage.from('tshirt-designs').getPublicUrl(path).data.publicUrl;
}

const orderRow = async (id: string) =>
  (await serviceClient().from('orders').select('fulfilment_status, print_order_id, print_provider, print_attempts, tracking_url').eq('id', id).single()).data!;

async function printerOrder(base: string, orderId: string) {
  const res = await fetch(`${base}/printful/v1/orders/@${orderId.replace(/-/g, '')}`, { headers: { Authorization: `Bearer ${keys.serviceRoleKey}` } });
  return { status: res.status, body: await res.json() };
}

let buyer: { client: Client; userId: string; email: string };
let designUrl: string;

beforeAll(async () => {
  keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  buyer = await signedInClient('print-buyer', 'Robin Buyer');
  designUrl = await savedDesign(buyer);
});

/** Checks out one M T-shirt and pays on the local checkout page; answers the order id once the printer has it. */
async function paidOrder(): Promise<string> {
  const { status, json } = await invoke<{ url: string; orderId: string }>(buyer.client, 'create-checkout-session', {
    items: [{ designUrl, designName: 'Print tee', size: 'M', quantity: 2 }],
    shippingAddress: SHIPPING_ADDRESS,
  });
  expect(status).toBe(200);
  const pay = await fetch(`${json.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  await vi.waitFor(async () => expect((await orderRow(json.orderId)).fulfilment_status).toBe('sent'), { timeout: 30_000, interval: 100 });
  return json.orderId;
}

describe('sending a paid order to the printer', () => {
  it('happens once, however many paths see the payment, and a lost answer is found again rather than printed twice', async () => {
    const orderId = await paidOrder();
    const first = await orderRow(orderId);
    expect(first).toMatchObject({ print_provider: 'local', print_attempts: 1 });
    const printed = await printerOrder(apiUrl(), orderId);
    expect(printed.status).toBe(200);
    expect(String(printed.body.result.id)).toBe(first.print_order_id);
    expect(printed.body.result.recipient).toMatchObject({
      name: 'Robin Buyer',
      address1: '500 Congress Ave',
      city: 'Austin',
      state_code: 'TX',
      country_code: 'US',
      zip: '78701',
    });
    expect(printed.body.result.items).toEqual([expect.objectContaining({ variant_id: 9003, quantity: 2, files: [{ type: 'default', url: designUrl }] })]);

    // The payment seen again (the success page, the local page's notice, the sweep): nothing new.
    const service = anonClient();
    await service.functions.setAuth(keys.serviceRoleKey);
    expect((await invoke(service as Client, 'send-order-confirmation', { orderId })).json).toMatchObject({ printing: 'not-due' });
    expect((await invoke(service as Client, 'submit-print-orders', {})).json).toEqual({ sent: 0, failed: 0, pending: 0 });
    expect(await orderRow(orderId)).toEqual(first);

    // The answer to the first submission was lost: the order is queued again without the printer's id.
    await serviceClient().from('orders').update({ fulfilment_status: 'queued', print_order_id: null }).eq('id', orderId);
    expect((await invoke(service as Client, 'submit-print-orders', {})).json).toMatchObject({ sent: 1, failed: 0 });
    expect(await orderRow(orderId)).toMatchObject({ fulfilment_status: 'sent', print_order_id: first.print_order_id });
  });

  it('moves to in production and shipped as the printer reports, through the webhook', async () => {
    const orderId = await paidOrder();
    const advance = () =>
      fetch(`${apiUrl()}/printful/v1/_local/advance`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${keys.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ external_id: orderId.replace(/-/g, '') }),
      });
    expect((await advance()).status).toBe(200);
    expect((await orderRow(orderId)).fulfilment_status).toBe('in_production');
    expect((await advance()).status).toBe(200);
    const shipped = await orderRow(orderId);
    expect(shipped.fulfilment_status).toBe('shipped');
    expect(shipped.tracking_url).toMatch(/\/printful\/v1\/_local\/track\/LP\d{10}$/);
  });
});

describe("the print stand-in speaks Printful's API v1", () => {
  const cfg = (): PrintConfig => ({ provider: 'printful', apiUrl: `${apiUrl()}/printful/v1`, apiKey: keys.serviceRoleKey, variants: {} });
  const recipient = { name: 'Ana', address1: '1 Main St', city: 'Austin', state_code: 'TX', country_code: 'US', zip: '78701' };
  const item = {
    external_id: 'line1',
    variant_id: 9004,
    quantity: 1,
    retail_price: '25.00',
    name: 'Tee',
    files: [{ type: 'default' as const, url: 'https://x.test/a.png' }],
  };

  it('creates a confirmed order, finds it by our external id, and refuses the same external id twice', async () => {
    const ext = `t${Date.now().toString(16)}`;
    const created = await createOrder(cfg(), { external_id: ext, recipient, items: [item] });
    expect(created).toMatchObject({ external_id: ext, status: 'pending' });
    expect(await findOrder(cfg(), ext)).toMatchObject({ id: created.id, status: 'pending', shipments: [] });
    expect(await findOrder(cfg(), `${ext}x`)).toBeNull();
    await expect(createOrder(cfg(), { external_id: ext, recipient, items: [item] })).rejects.toMatchObject({ status: 400, transient: false });
  });

  it("answers Printful's error shape: 401 without the key, 400 with the reason for an order it cannot print", async () => {
    const res = await fetch(`${apiUrl()}/printful/v1/orders`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 401,
      result: 'Malformed Authorization header.',
      error: { reason: 'Unauthorized', message: 'Malformed Authorization header.' },
    });
    const noState = createOrder(cfg(), { external_id: `s${Date.now()}`, recipient: { ...recipient, state_code: undefined }, items: [item] });
    await expect(noState).rejects.toThrow('Printful answered 400: Recipient: state_code is required for US');
    const badVariant = createOrder(cfg(), { external_id: `v${Date.now()}`, recipient, items: [{ ...item, variant_id: 1 }] });
    await expect(badVariant).rejects.toBeInstanceOf(PrintfulError);
  });
});

describe('printful-webhook', () => {
  const webhook = (secret: string | null, body: unknown) =>
    fetch(`${apiUrl()}/functions/v1/printful-webhook${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a delivery without the secret, or with another one, and changes nothing', async () => {
    const orderId = await paidOrder();
    const before = await orderRow(orderId);
    const forged = {
      type: 'package_shipped',
      data: {
        order: { id: Number(before.print_order_id), external_id: orderId.replace(/-/g, ''), status: 'fulfilled' },
        shipment: { carrier: 'USPS', tracking_number: 'FAKE1', tracking_url: 'https://evil.test/track' },
      },
    };
    for (const secret of [null, '', 'wrong-secret']) {
      const res = await webhook(secret, forged);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid webhook secret' });
    }
    expect(await orderRow(orderId)).toEqual(before);

    // With the secret the stack gave its functions, the same delivery is taken.
    const secret = createHmac('sha256', DEFAULT_JWT_SECRET).update('local printful webhook').digest('hex').slice(0, 32);
    const ok = await webhook(secret, forged);
    expect(ok.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ fulfilment_status: 'shipped', tracking_url: 'https://evil.test/track' });
  });
});

describe('the shipping address', () => {
  it('is readable by its buyer only', async () => {
    const orderId = await paidOrder();
    const own = await buyer.client.from('orders').select('shipping_address').eq('id', orderId).single();
    expect(own.data?.shipping_address).toMatchObject({ name: 'Robin Buyer', line1: '500 Congress Ave' });
    const stranger = await signedInClient('print-stranger');
    const theirs = await stranger.client.from('orders').select('id, shipping_address').eq('id', orderId);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const all = await stranger.client.from('orders').select('shipping_address').not('shipping_address', 'is', null);
    expect(all.data).toEqual([]);
    const anon = await anonClient().from('orders').select('shipping_address').eq('id', orderId);
    expect(anon.data ?? []).toEqual([]);
    // Nobody writes it from the browser, not even the buyer.
    const write = await buyer.client
      .from('orders')
      .update({ shipping_address: { name: 'Mallory' } })
      .eq('id', orderId)
      .select();
    expect(write.error?.code).toBe('42501');
  });

  it('is required and checked at checkout: 400 with the reason per field, and no order is recorded', async () => {
    const { count: before } = await serviceClient().from('orders').select('id', { count: 'exact', head: true }).eq('user_id', buyer.userId);
    const items = [{ designUrl, size: 'M', quantity: 1 }];
    const missing = await invoke<{ error: string; details: unknown }>(buyer.client, 'create-checkout-session', { items });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toEqual([{ path: 'shippingAddress', message: 'A shipping address is required' }]);
    const bad = await invoke<{ error: string; details: unknown }>(buyer.client, 'create-checkout-session', {
      items,
      shippingAddress: { ...SHIPPING_ADDRESS, name: ' ', region: '', postal_code: '7870', country: 'US' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual(
      expect.arrayContaining([
        { path: 'shippingAddress.name', message: 'Full name is required' },
        { path: 'shippingAddress.region', message: 'State / region is required for this country' },
        { path: 'shippingAddress.postal_code', message: 'Enter a 5-digit ZIP code' },
      ]),
    );
    const nowhere = await invoke<{ details: unknown }>(buyer.client, 'create-checkout-session', {
      items,
      shippingAddress: { ...SHIPPING_ADDRESS, country: 'XX' },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.details).toEqual([{ path: 'shippingAddress.country', message: 'Choose a country we ship to' }]);
    const { count: after } = await serviceClient().from('orders').select('id', { count: 'exact', head: true }).eq('user_id', buyer.userId);
    expect(after).toBe(before);
  });
});

describe('a project whose printing is not set up', () => {
  let stack: Awaited<ReturnType<typeof startConfiguredStack>>;
  beforeAll(async () => {
    // A Printful key without the variant ids to print on: not set up, as a hosted project without a key is.
    stack = await startConfiguredStack({
      port: testStackPort(170),
      functions: { 'create-checkout-session': { verifyJwt: true } },
      env: { PRINTFUL_API_KEY: 'pf-test-key' },
    });
  }, 90_000);
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('refuses T-shirt checkout with "This isn\'t available yet." before any order or payment page', async () => {
    const { createClient } = await import('@supabase/supabase-js');
    const client = createClient<Database>(stack.url, keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const email = `print-off-${Date.now()}@example.test`;
    const { data, error } = await client.auth.signUp({ email, password: 'Correct-Horse-Battery-9' });
    if (error) throw error;
    const url = `${stack.url}/storage/v1/object/public/tshirt-designs/${data.user!.id}/x.png`;
    const res = await invoke<{ error: string; details: unknown }>(client, 'create-checkout-session', {
      items: [{ designUrl: url, size: 'M', quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: "This isn't available yet.", details: { code: 'not_configured' } });
    const admin = createClient<Database>(stack.url, keys.serviceRoleKey, { auth: { persistSession: false } });
    const { count } = await admin.from('orders').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  }, 60_000);
});
