import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { anonClient, apiUrl, serviceClient, signedInClient } from './clients.ts';
import { decodeRgbaPng, rgbaPng } from './stand-ins/png.ts';
import { SHIPPING_ADDRESS } from './shipping.ts';

// My Orders and the order confirmation e-mail (docs/product.md#my-orders) on the shared test stack:
// its local checkout page pays, the mailbox receives the e-mail, and row-level security keeps
// every order and order line to its buyer.

type Client = SupabaseClient<Database>;
const APP = 'http://localhost:5173';
/** What the app's My Orders asks for: the orders with their lines embedded, one request. */
const ORDER_SELECT =
  'id, kind, status, total_cents, currency, provider, created_at, paid_at, order_items(id, design_url, design_name, size, unit_price_cents, quantity, created_at)';
const mailbox = () => `http://127.0.0.1:${Number(new URL(apiUrl()).port) + 3}`;

async function mailTo(email: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const res = await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.ok).toBe(true);
  return (await res.json()).messages;
}

/** Waits for at least `n` messages to `email` (the local checkout page sends without waiting). */
async function waitForMail(email: string, n = 1, timeout = 20_000) {
  let mail: Awaited<ReturnType<typeof mailTo>> = [];
  await vi.waitFor(
    async () => {
      mail = await mailTo(email);
      if (mail.length < n) throw new Error(`${mail.length} of ${n} messages to ${email}`);
    },
    { timeout, interval: 100 },
  );
  return mail;
}

async function invoke<T = Record<string, unknown>>(client: Client, name: string, body?: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown>, headers: { Origin: APP } });
  if (!error) return { status: 200, json: data as T };
  const res = (error as { context?: Response }).context;
  return { status: res?.status ?? 0, json: ((await res?.json().catch(() => ({}))) ?? {}) as T };
}

let buyer: { client: Client; userId: string; email: string };
let stranger: { client: Client; userId: string; email: string };
let designPath: string;
let designUrl: string;

/** A checkout of the buyer's design; answers the order id, session id and the local payment page. */
async function checkout(lines: Array<{ size: string; quantity: number }>) {
  const { status, json } = await invoke<{ url: string; orderId: string; sessionId: string }>(buyer.client, 'create-checkout-session', {
    items: lines.map((l) => ({ designUrl, designName: 'Robin tee', ...l })),
    shippingAddress: SHIPPING_ADDRESS,
  });
  expect(status).toBe(200);
  return json;
}

beforeAll(async () => {
  buyer = await signedInClient('orders-buyer', 'Robin Buyer');
  stranger = await signedInClient('orders-stranger');
  designPath = `${buyer.userId}/party_design_${Date.now()}.png`;
  const png = rgbaPng(400, 400, (x, y) => [x % 256, y % 256, 120, 255]);
  const up = await buyer.client.storage.from('tshirt-designs').upload(designPath, png, { contentType: 'image/png' });
  if (up.error) throw up.error;
  designUrl = buyer.client.storage.from('tshirt-designs').getPublicUrl(designPath).data.publicUrl;
});

describe('order confirmation e-mail', () => {
  it('is sent once when the local checkout page is paid, however many paths then see the paid order', async () => {
    const order = await checkout([
      { size: 'M', quantity: 2 },
      { size: 'XL', quantity: 1 },
    ]);
    expect(await mailTo(buyer.email)).toEqual([]);
    const pay = await fetch(`${order.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);

    const [mail] = await waitForMail(buyer.email);
    expect(mail.subject).toBe(`Your Confetti order ${order.orderId.slice(0, 8).toUpperCase()} is confirmed`);
    expect(mail.text).toContain('- Robin tee, size M, 2 × $25.00: $50.00');
    expect(mail.text).toContain('- Robin tee, size XL, 1 × $27.00: $27.00');
    expect(mail.text).toContain('Total: $77.00');
    expect(mail.text).toContain(`${APP}/orders/${order.orderId}`);
    // Truthful about what happens next: nothing sends the order to a printer by itself.
    expect(mail.text).toContain('your T-shirts go to our print partner. We will e-mail you a tracking link when they ship.');
    expect(mail.text).not.toMatch(/on their way to production/i);

    // The success page (confirm-checkout), twice at once, and the function the page calls again.
    const [a, b] = await Promise.all([
      invoke<{ order: { status: string } }>(buyer.client, 'confirm-checkout', { sessionId: order.sessionId }),
      invoke<{ order: { status: string } }>(buyer.client, 'confirm-checkout', { sessionId: order.sessionId }),
    ]);
    expect([a.json.order.status, b.json.order.status]).toEqual(['paid', 'paid']);
    const service = serviceClient();
    const again = await service.functions.invoke('send-order-confirmation', { body: { orderId: order.orderId } });
    // Nothing left to do: the e-mail went out and the T-shirts went to the printer already.
    expect(again.data).toEqual({ outcome: 'not-due', printing: 'not-due' });
    // Each of those paths sends before it answers, and all have answered: a second e-mail would be here.
    expect(await mailTo(buyer.email)).toHaveLength(1);
    const { data: row } = await service.from('orders').select('confirmation_sent_at').eq('id', order.orderId).single();
    expect(row?.confirmation_sent_at).not.toBeNull();
  });

  it('is not sent for an order that was never paid, and only the server may ask for one', async () => {
    const order = await checkout([{ size: 'S', quantity: 1 }]);
    const before = (await mailTo(buyer.email)).length;
    const service = serviceClient();
    expect((await service.functions.invoke('send-order-confirmation', { body: { orderId: order.orderId } })).data).toEqual({
      outcome: 'not-due',
      printing: 'not-due',
    });
    const byBuyer = await invoke(buyer.client, 'send-order-confirmation', { orderId: order.orderId });
    expect(byBuyer).toMatchObject({ status: 403, json: { error: 'Only the server sends order confirmations.' } });
    expect((await invoke(anonClient(), 'send-order-confirmation', { orderId: order.orderId })).status).toBe(403);
    expect((await service.functions.invoke('send-order-confirmation', { body: { orderId: 'nope' } })).error).not.toBeNull();
    // The claim RPCs are the service role's alone.
    expect((await buyer.client.rpc('claim_order_confirmation', { p_order_id: order.orderId })).error?.code).toBe('42501');
    expect((await buyer.client.rpc('finish_order_confirmation', { p_order_id: order.orderId, p_sent: true })).error?.code).toBe('42501');
    expect(await mailTo(buyer.email)).toHaveLength(before);
  });
});

describe('My Orders', () => {
  let paidId: string;
  let cancelledId: string;
  let expiredId: string;

  beforeAll(async () => {
    const paid = await checkout([{ size: 'L', quantity: 3 }]);
    await fetch(`${paid.url}/pay`, { method: 'POST', redirect: 'manual' });
    paidId = paid.orderId;
    const cancelled = await checkout([{ size: 'XS', quantity: 1 }]);
    await fetch(`${cancelled.url}/cancel`, { method: 'POST', redirect: 'manual' });
    cancelledId = cancelled.orderId;
    // A checkout left open past its expiry (24 hours): its local page no longer takes payment.
    const stale = await checkout([{ size: 'XXL', quantity: 1 }]);
    expiredId = stale.orderId;
    const past = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    const { error } = await serviceClient().from('orders').update({ created_at: past }).eq('id', expiredId);
    if (error) throw error;
    const page = await fetch(stale.url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Checkout expired');
    expect((await fetch(`${stale.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('lists every order of the buyer, newest first, with its lines, in one request', async () => {
    const { data, error } = await buyer.client.from('orders').select(ORDER_SELECT).order('created_at', { ascending: false });
    expect(error).toBeNull();
    const ids = data!.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([paidId, cancelledId, expiredId]));
    const created = data!.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byId = new Map(data!.map((o) => [o.id, o]));
    expect(byId.get(paidId)).toMatchObject({
      status: 'paid',
      total_cents: 7500,
      order_items: [expect.objectContaining({ size: 'L', quantity: 3, design_url: designUrl })],
    });
    expect(byId.get(cancelledId)).toMatchObject({ status: 'cancelled' });
    // Expired at the payment page: Stripe cancels such an order (checkout.session.expired), and so does the local page.
    expect(byId.get(expiredId)).toMatchObject({ status: 'cancelled' });
  });

  it('never shows a stranger, or a visitor, another user’s orders or order lines', async () => {
    expect((await stranger.client.from('orders').select(ORDER_SELECT).eq('id', paidId)).data).toEqual([]);
    expect((await stranger.client.from('orders').select('id').eq('user_id', buyer.userId)).data).toEqual([]);
    expect((await stranger.client.from('order_items').select('id').eq('order_id', paidId)).data).toEqual([]);
    const all = await stranger.client.from('order_items').select('order_id');
    expect(all.data?.some((i) => [paidId, cancelledId, expiredId].includes(i.order_id))).toBe(false);
    const visitorOrders = await anonClient().from('orders').select('id').eq('id', paidId);
    expect(visitorOrders.data ?? []).toEqual([]);
    const visitorItems = await anonClient().from('order_items').select('id').eq('order_id', paidId);
    expect(visitorItems.data ?? []).toEqual([]);
    // Nobody but the service role changes an order, the buyer included.
    const upd = await buyer.client.from('orders').update({ status: 'paid' }).eq('id', cancelledId).select('id');
    expect(upd.error?.code ?? (upd.data?.length === 0 ? 'none' : 'changed')).not.toBe('changed');
    const { data: still } = await serviceClient().from('orders').select('status').eq('id', cancelledId).single();
    expect(still?.status).toBe('cancelled');
    // The success page's function answers 'not found' for someone else's session.
    const { data: session } = await serviceClient().from('orders').select('provider_session_id').eq('id', paidId).single();
    expect((await invoke(stranger.client, 'confirm-checkout', { sessionId: session!.provider_session_id })).status).toBe(404);
  });

  it('serves small design thumbnails through the storage render endpoint', async () => {
    const url = buyer.client.storage.from('tshirt-designs').getPublicUrl(designPath, { transform: { width: 112, height: 112, resize: 'contain' } })
      .data.publicUrl;
    expect(url).toContain('/storage/v1/render/image/public/tshirt-designs/');
    const res = await fetch(url, { headers: { accept: 'image/png' } });
    expect(res.status).toBe(200);
    // A PNG source asked for as PNG stays PNG (no WebP in Accept): small enough to decode and measure.
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = decodeRgbaPng(Buffer.from(await res.arrayBuffer()));
    expect(Math.max(png.width, png.height)).toBeLessThanOrEqual(112);
  });
});
