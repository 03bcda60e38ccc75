import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { PASSWORD, uniqueEmail } from './clients.ts';
import { startConfiguredStack } from './configured-stack.ts';
import { type StackProcess, testStackPort } from './stack-process.ts';
import { CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, startFakeCanva } from './stand-ins/canva.ts';
import { startFakeImagesApi } from './stand-ins/images.ts';
import { decodeRgbaPng, rgbaPng } from './stand-ins/png.ts';
import { checkoutCompleted, lineItems, signedEvent, startFakeStripe, STRIPE_KEY, SUBSCRIPTION_PERIOD_END, WEBHOOK_SECRET } from './stand-ins/stripe.ts';
import { SHIPPING_ADDRESS } from './shipping.ts';

// The configured providers, each against a stand-in server on 127.0.0.1 speaking the real
// protocol: Stripe Checkout and its webhooks, Canva Connect's token endpoint, and an
// OpenAI-compatible images API. The functions run on a stack of our own whose .env points at them.

type Client = SupabaseClient<Database>;
const PORT = testStackPort(30);
const APP_ORIGIN = 'http://app.confetti.test';
const IMAGES_KEY = 'sk-images-standin';

let stack: StackProcess & { cleanup(): Promise<void> };
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let canva: Awaited<ReturnType<typeof startFakeCanva>>;
let images: Awaited<ReturnType<typeof startFakeImagesApi>>;
let keys: { anonKey: string; serviceRoleKey: string };

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const service = (): Client => createClient<Database>(stack.url, keys.serviceRoleKey, options);

async function user(tag: string): Promise<{ client: Client; id: string; token: string; email: string }> {
  const client = createClient<Database>(stack.url, keys.anonKey, { ...options, global: { headers: { Origin: APP_ORIGIN } } });
  const email = uniqueEmail(tag);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { client, id: data.user!.id, token: data.session!.access_token, email };
}

/** The configured stack's mailbox (three ports above its API, as stack-process.ts places it). */
async function mailTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`http://127.0.0.1:${Number(new URL(stack.url).port) + 3}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()).messages;
}

/** A function call with the app's Origin, as a browser sends it; answers status and JSON. */
async function call(name: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  // Every T-shirt checkout here ships to the same address (checkout asks for one).
  if (name === 'create-checkout-session' && body && typeof body === 'object' && !('shippingAddress' in body))
    body = { ...body, shippingAddress: SHIPPING_ADDRESS };
  const res = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
      Origin: APP_ORIGIN,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

async function webhook(event: Record<string, unknown>, header?: string, payload?: string) {
  const signed = signedEvent(event);
  const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(header === undefined ? { 'Stripe-Signature': signed.header } : header ? { 'Stripe-Signature': header } : {}),
    },
    body: payload ?? signed.payload,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Saves a design the way the app does and answers its public URL. */
async function savedDesign(u: { client: Client; id: string }): Promise<string> {
  const path = `${u.id}/party_design_${Date.now()}_${Math.random().toString(36).slice(2, 6)}.png`;
  const { error } = await u.client.storage.from('tshirt-designs').upload(
    path,
    rgbaPng(2, 2, () => [255, 0, 0, 255]),
    { contentType: 'image/png' },
  );
  if (error) throw error;
  return u.client.storage.from('tshirt-designs').getPublicUrl(path).data.publicUrl;
}

async function orderOf(sessionId: string) {
  const { data, error } = await service().from('orders').select('*, order_items(*)').eq('provider_session_id', sessionId).single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  [stripe, canva, images] = await Promise.all([startFakeStripe(), startFakeCanva(), startFakeImagesApi(IMAGES_KEY)]);
  stack = await startConfiguredStack({
    port: PORT,
    functions: {
      'create-checkout-session': { verifyJwt: true },
      'create-subscription-checkout': { verifyJwt: true },
      'manage-subscription': { verifyJwt: true },
      'confirm-checkout': { verifyJwt: true },
      'stripe-webhook': { verifyJwt: false },
      'canva-authorize': { verifyJwt: true },
      'canva-auth': { verifyJwt: true },
      'generate-tshirt-design': { verifyJwt: true },
    },
    env: {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CANVA_CLIENT_ID,
      CANVA_CLIENT_SECRET,
      CANVA_API_URL: canva.url,
      CANVA_AUTH_URL: 'https://www.canva.test/api/oauth/authorize',
      IMAGES_API_KEY: IMAGES_KEY,
      IMAGES_API_URL: images.url,
      SITE_URL: APP_ORIGIN,
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.cleanup();
  await Promise.all([stripe?.close(), canva?.close(), images?.close()]);
});

describe('create-checkout-session with Stripe', () => {
  it('prices every line from the size table, ignoring the prices sent, and records the order as pending', async () => {
    const buyer = await user('buyer');
    const design = await savedDesign(buyer);
    const { status, json } = await call('create-checkout-session', buyer.token, {
      items: [
        { designUrl: design, designName: 'Team shirt', size: 'M', price: 0.01, quantity: 2 },
        { designUrl: design, designName: 'Team shirt', size: 'XL', price: 1, quantity: 1 },
      ],
    });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.provider).toBe('stripe');
    expect(json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const session = stripe.sessions.get(json.sessionId as string)!;
    expect(session.form.mode).toBe('payment');
    expect(session.form.success_url).toBe(`${APP_ORIGIN}/checkout-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.form.client_reference_id).toBe(json.orderId);
    const lines = lineItems(session);
    expect(lines.map((l) => [l.quantity, l['price_data.unit_amount'], l['price_data.currency']])).toEqual([
      ['2', '2500', 'usd'],
      ['1', '2700', 'usd'],
    ]);
    expect(stripe.idempotencyKeys.at(-1)).toBe(`confetti-order-${json.orderId}`);

    const order = await orderOf(json.sessionId as string);
    expect(order).toMatchObject({ status: 'pending', total_cents: 7700, provider: 'stripe', kind: 'tshirts', user_id: buyer.id });
    expect(order.order_items.map((i) => [i.size, i.unit_price_cents, i.quantity]).sort()).toEqual([
      ['M', 2500, 2],
      ['XL', 2700, 1],
    ]);

    // Orders are readable by their buyer only.
    const mine = await buyer.client
      .from('orders')
      .select('id, total_cents')
      .eq('id', json.orderId as string);
    expect(mine.data).toEqual([{ id: json.orderId, total_cents: 7700 }]);
    const stranger = await user('stranger');
    const theirs = await stranger.client
      .from('orders')
      .select('id')
      .eq('id', json.orderId as string);
    expect(theirs.data).toEqual([]);
    const items = await stranger.client
      .from('order_items')
      .select('id')
      .eq('order_id', json.orderId as string);
    expect(items.data).toEqual([]);
  });

  it('merges identical design and size before pricing', async () => {
    const buyer = await user('merge');
    const design = await savedDesign(buyer);
    const { json } = await call('create-checkout-session', buyer.token, {
      items: [
        { designUrl: design, size: 'XXL', price: 29, quantity: 1 },
        { designUrl: design, size: 'XXL', price: 29, quantity: 2 },
      ],
    });
    const order = await orderOf(json.sessionId as string);
    expect(order.total_cents).toBe(8700);
    expect(order.order_items).toHaveLength(1);
    expect(order.order_items[0]).toMatchObject({ size: 'XXL', quantity: 3, unit_price_cents: 2900 });
  });

  it('refuses bad carts with 4xx and a reason', async () => {
    const buyer = await user('badcart');
    const design = await savedDesign(buyer);
    const empty = await call('create-checkout-session', buyer.token, { items: [] });
    expect(empty).toMatchObject({ status: 400, json: { error: 'Your cart is empty' } });

    const badSize = await call('create-checkout-session', buyer.token, { items: [{ designUrl: design, size: 'XXXL', quantity: 1 }] });
    expect(badSize.status).toBe(400);
    expect(JSON.stringify(badSize.json.details)).toContain('size must be one of XS, S, M, L, XL, XXL');

    const zero = await call('create-checkout-session', buyer.token, { items: [{ designUrl: design, size: 'M', quantity: 0 }] });
    expect(zero.status).toBe(400);

    const foreign = await call('create-checkout-session', buyer.token, { items: [{ designUrl: 'https://evil.test/x.png', size: 'M', quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.json.details)).toContain('designUrl must be a saved T-shirt design');

    const gone = await call('create-checkout-session', buyer.token, {
      items: [
        { designUrl: `${stack.url}/storage/v1/object/public/tshirt-designs/${buyer.id}/missing_design_1.png`, designName: 'Gone', size: 'M', quantity: 1 },
      ],
    });
    expect(gone.status).toBe(400);
    expect(gone.json.error).toContain('"Gone" is no longer available');

    // The buyer's own design behind another host: the order records this project's address of the file.
    const elsewhere = design.replace(new URL(design).origin, 'https://evil.test');
    const rehosted = await call('create-checkout-session', buyer.token, { items: [{ designUrl: elsewhere, designName: 'Mine', size: 'M', quantity: 1 }] });
    expect(rehosted.status).toBe(200);
    const rehostedOrder = await orderOf(rehosted.json.sessionId as string);
    expect(rehostedOrder.order_items.map((i) => i.design_url)).toEqual([design]);

    // Someone else's saved design (the bucket is public, so its URL is easy to find): public view
    // blocks buying on the server too, and no order is recorded.
    const other = await user('badcart-other');
    const othersDesign = await savedDesign(other);
    const ordersBefore = await service().from('orders').select('id', { count: 'exact', head: true }).eq('user_id', buyer.id);
    const notMine = await call('create-checkout-session', buyer.token, {
      items: [{ designUrl: othersDesign, designName: 'Their tee', size: 'M', quantity: 1 }],
    });
    expect(notMine).toMatchObject({ status: 403, json: { error: expect.stringContaining('designs you saved') } });
    const ordersAfter = await service().from('orders').select('id', { count: 'exact', head: true }).eq('user_id', buyer.id);
    expect(ordersAfter.count).toBe(ordersBefore.count);

    const notJson = await call('create-checkout-session', buyer.token, '{nope');
    expect(notJson.status).toBe(400);

    const anonymous = await call('create-checkout-session', keys.anonKey, { items: [{ designUrl: design, size: 'M', quantity: 1 }] });
    expect(anonymous.status).toBe(401);
  });

  it('cancels the order and answers 502 when Stripe fails, without falling back to a fake payment', async () => {
    const buyer = await user('stripedown');
    const design = await savedDesign(buyer);
    stripe.down.on = true;
    const { status, json } = await call('create-checkout-session', buyer.token, { items: [{ designUrl: design, size: 'S', quantity: 1 }] }).finally(
      () => (stripe.down.on = false),
    );
    expect(status).toBe(502);
    expect(json.error).toBe('The payment provider could not start the checkout. Please try again.');
    const { data } = await service().from('orders').select('status').eq('user_id', buyer.id);
    expect(data).toEqual([{ status: 'cancelled' }]);
  });
});

describe('stripe-webhook', () => {
  async function pendingOrder(tag: string) {
    const buyer = await user(tag);
    const design = await savedDesign(buyer);
    const { json } = await call('create-checkout-session', buyer.token, { items: [{ designUrl: design, size: 'L', quantity: 2 }] });
    return { buyer, session: stripe.sessions.get(json.sessionId as string)!, orderId: json.orderId as string };
  }

  it('refuses a bad signature and changes nothing', async () => {
    const { session, orderId } = await pendingOrder('badsig');
    const event = checkoutCompleted(session);
    const wrongSecret = signedEvent(event, 'whsec_not_the_secret');
    expect((await webhook(event, wrongSecret.header)).status).toBe(400);
    // The right signature over a different body (an attacker editing the event).
    const genuine = signedEvent(event);
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, client_reference_id: orderId, amount_total: 1 } } });
    expect((await webhook(event, genuine.header, tampered)).status).toBe(400);
    const missing = await webhook(event, '');
    expect(missing).toMatchObject({ status: 400, json: { error: 'Invalid signature: No stripe-signature header value was provided' } });
    const old = signedEvent(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect((await webhook(event, old.header)).json.error).toBe('Invalid signature: Timestamp outside the tolerance zone');
    expect((await orderOf(session.id)).status).toBe('pending');
  });

  it('marks the order paid, and a replayed delivery changes nothing', async () => {
    const { session } = await pendingOrder('paid');
    const event = checkoutCompleted(session);
    const first = await webhook(event);
    expect(first).toMatchObject({ status: 200, json: { received: true, action: 'paid', changed: true } });
    const paid = await orderOf(session.id);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();

    const replay = await webhook(event);
    expect(replay).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
    // Stripe may also send a second, distinct event for the same session.
    const again = await webhook(checkoutCompleted(session));
    expect(again).toMatchObject({ status: 200, json: { action: 'paid', changed: false } });
    const after = await orderOf(session.id);
    expect(after.paid_at).toBe(paid.paid_at);
    expect(after.status).toBe('paid');
  });

  it('e-mails the buyer one confirmation, whether the webhook or the success page sees the payment first', async () => {
    const { buyer, session, orderId } = await pendingOrder('mail-once');
    expect(await mailTo(buyer.email)).toEqual([]);
    // The success page asks while Stripe says unpaid: no e-mail for a pending order.
    expect((await call('confirm-checkout', buyer.token, { sessionId: session.id })).json.order).toMatchObject({ status: 'pending' });
    expect(await mailTo(buyer.email)).toEqual([]);
    // Paid: the webhook and the success page (which asks Stripe itself) race.
    session.payment_status = 'paid';
    const [hook, page] = await Promise.all([webhook(checkoutCompleted(session)), call('confirm-checkout', buyer.token, { sessionId: session.id })]);
    expect(hook.json).toMatchObject({ action: 'paid' });
    expect(page.json.order).toMatchObject({ status: 'paid' });
    await webhook(checkoutCompleted(session));
    const mail = await mailTo(buyer.email);
    expect(mail.map((m) => m.subject)).toEqual([`Your Confetti order ${orderId.slice(0, 8).toUpperCase()} is confirmed`]);
    expect(mail[0]!.text).toContain(`${APP_ORIGIN}/orders/${orderId}`);
    expect(mail[0]!.text).toContain('Total: $50.00');
  });

  it('leaves an unpaid session pending, cancels an expired one, and ignores unknown events', async () => {
    const { session } = await pendingOrder('expired');
    expect((await webhook(checkoutCompleted(session, undefined, { payment_status: 'unpaid' }))).json.action).toBe('awaiting_payment');
    expect((await orderOf(session.id)).status).toBe('pending');
    const expired = { ...checkoutCompleted(session), type: 'checkout.session.expired' };
    expect((await webhook(expired)).json).toMatchObject({ action: 'cancelled', changed: true });
    expect((await orderOf(session.id)).status).toBe('cancelled');
    // A late 'completed' for a cancelled order does not resurrect it.
    expect((await webhook(checkoutCompleted(session))).json).toMatchObject({ changed: false });
    expect((await orderOf(session.id)).status).toBe('cancelled');
    expect((await webhook({ id: 'evt_other', type: 'invoice.created', data: { object: {} } })).json).toMatchObject({ action: 'ignored' });
  });

  it('does not let one session settle another order', async () => {
    const a = await pendingOrder('cross-a');
    const b = await pendingOrder('cross-b');
    const forged = checkoutCompleted(a.session, undefined, { client_reference_id: b.orderId });
    expect((await webhook(forged)).json).toMatchObject({ action: 'ignored', changed: false });
    expect((await orderOf(b.session.id)).status).toBe('pending');
  });
});

describe('confirm-checkout', () => {
  it('asks Stripe about a pending order and completes it when paid; strangers get 404', async () => {
    const buyer = await user('confirm');
    const design = await savedDesign(buyer);
    const { json } = await call('create-checkout-session', buyer.token, { items: [{ designUrl: design, designName: 'Crew', size: 'XS', quantity: 3 }] });
    const sessionId = json.sessionId as string;

    const pending = await call('confirm-checkout', buyer.token, { sessionId });
    expect(pending.status).toBe(200);
    expect(pending.json.order).toMatchObject({ id: json.orderId, status: 'pending', total_cents: 7500 });

    stripe.sessions.get(sessionId)!.payment_status = 'paid';
    const paid = await call('confirm-checkout', buyer.token, { sessionId });
    expect(paid.json.order).toMatchObject({ status: 'paid', total_cents: 7500, kind: 'tshirts' });
    expect(paid.json.items).toEqual([expect.objectContaining({ design_name: 'Crew', size: 'XS', quantity: 3, unit_price_cents: 2500 })]);

    const stranger = await user('confirm-stranger');
    expect((await call('confirm-checkout', stranger.token, { sessionId })).status).toBe(404);
    expect((await call('confirm-checkout', buyer.token, {})).status).toBe(400);
  });
});

describe('Pro subscription through Stripe', () => {
  it('starts a 9.99/month subscription checkout; the webhook makes the profile Pro and a cancellation removes it', async () => {
    const subscriber = await user('pro');
    const { status, json } = await call('create-subscription-checkout', subscriber.token);
    expect(status, JSON.stringify(json)).toBe(200);
    const session = stripe.sessions.get(json.sessionId as string)!;
    expect(session.form.mode).toBe('subscription');
    expect(lineItems(session)[0]).toMatchObject({ quantity: '1', 'price_data.unit_amount': '999', 'price_data.recurring.interval': 'month' });
    expect(session.form.cancel_url).toBe(`${APP_ORIGIN}/pricing`);

    session.subscription = 'sub_standin_1';
    session.customer = 'cus_standin_1';
    expect((await webhook(checkoutCompleted(session))).json).toMatchObject({ action: 'paid', changed: true });
    const profile = await subscriber.client.from('profiles').select('is_pro, pro_since').eq('id', subscriber.id).single();
    expect(profile.data?.is_pro).toBe(true);
    expect(profile.data?.pro_since).not.toBeNull();
    const subs = await subscriber.client.from('subscriptions').select('provider_subscription_id, status, price_cents');
    expect(subs.data).toEqual([{ provider_subscription_id: 'sub_standin_1', status: 'active', price_cents: 999 }]);
    // The paid period, asked of Stripe when the checkout completes: the profile says when Pro renews.
    const period = await subscriber.client.from('subscriptions').select('current_period_end, cancel_at_period_end').single();
    expect(period.data).toEqual({ current_period_end: expect.any(String), cancel_at_period_end: false });
    expect(new Date(period.data!.current_period_end!).getTime()).toBe(SUBSCRIPTION_PERIOD_END * 1000);

    // Already Pro: no second subscription.
    expect((await call('create-subscription-checkout', subscriber.token)).status).toBe(400);

    // Cancel Pro: a customer portal session for the subscription's customer, back to the profile.
    const portal = await call('manage-subscription', subscriber.token);
    expect(portal.status, JSON.stringify(portal.json)).toBe(200);
    expect(portal.json).toMatchObject({ provider: 'stripe', url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/) });
    expect(stripe.portalSessions.at(-1)).toEqual({ customer: 'cus_standin_1', return_url: `${APP_ORIGIN}/profile` });
    const nobody = await user('no-sub');
    expect(await call('manage-subscription', nobody.token)).toMatchObject({ status: 400, json: { error: 'You have no Pro subscription to manage.' } });

    // The portal cancels at the period's end (API 2025-03-31+: the period is on the items): still Pro until then.
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86400;
    const updated = {
      id: 'evt_sub_updated_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_standin_1',
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: true,
          cancel_at: null,
          items: { data: [{ current_period_end: periodEnd }] },
        },
      },
    };
    expect((await webhook(updated)).json).toMatchObject({ action: 'subscription:active' });
    const cancelling = await subscriber.client.from('subscriptions').select('cancel_at_period_end, current_period_end').single();
    expect(cancelling.data?.cancel_at_period_end).toBe(true);
    expect(new Date(cancelling.data!.current_period_end!).getTime()).toBe(periodEnd * 1000);
    expect((await subscriber.client.from('profiles').select('is_pro').eq('id', subscriber.id).single()).data?.is_pro).toBe(true);

    const deleted = {
      id: 'evt_sub_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_standin_1', object: 'subscription', status: 'canceled' } },
    };
    expect((await webhook(deleted)).json).toMatchObject({ action: 'subscription:canceled', changed: true });
    const after = await subscriber.client.from('profiles').select('is_pro, pro_since').eq('id', subscriber.id).single();
    expect(after.data).toEqual({ is_pro: false, pro_since: null });
    expect((await webhook(deleted)).json).toMatchObject({ duplicate: true });
  });

  it('keeps subscriptions and payment events away from other users and the browser', async () => {
    const someone = await user('rls');
    expect((await someone.client.from('subscriptions').select('id')).data).toEqual([]);
    const events = await someone.client.from('payment_events').select('event_id');
    expect(events.error?.code).toBe('42501');
    const rpc = await someone.client.rpc('complete_checkout_order', { p_order_id: '00000000-0000-4000-8000-000000000000' });
    expect(rpc.error?.code).toBe('42501');
    const profile = await someone.client
      .from('profiles')
      .update({ is_pro: true } as never)
      .eq('id', someone.id);
    expect(profile.error?.code).toBe('42501');
  });
});

describe('Canva Connect', () => {
  it('sends the browser to Canva with client id, callback, code response, the scopes, PKCE and a random state', async () => {
    const u = await user('canva-url');
    expect((await call('canva-authorize', u.token, { probe: true })).json).toEqual({ configured: true });
    const { status, json } = await call('canva-authorize', u.token, {});
    expect(status).toBe(200);
    const url = new URL(json.url as string);
    expect(url.origin + url.pathname).toBe('https://www.canva.test/api/oauth/authorize');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CANVA_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${APP_ORIGIN}/canva-callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('asset:read asset:write design:content:read design:content:write design:meta:read');
    expect(q.get('code_challenge_method')).toBe('s256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).not.toContain(u.id);
  });

  it('refuses a wrong state (and another user’s), exchanges the code with PKCE, and keeps the tokens from the browser', async () => {
    const u = await user('canva');
    const other = await user('canva-other');
    const { json } = await call('canva-authorize', u.token, {});
    const state = new URL(json.url as string).searchParams.get('state')!;
    const code = canva.authorize(json.url as string);

    const wrong = await call('canva-auth', u.token, { code, state: `${state.slice(0, -2)}xx` });
    expect(wrong).toMatchObject({ status: 400, json: { error: 'This Canva authorization is not valid or has expired. Please connect again.' } });
    const stolen = await call('canva-auth', other.token, { code, state });
    expect(stolen.status).toBe(400);
    expect(canva.tokenRequests).toHaveLength(0);
    expect((await service().from('canva_integrations').select('id').in('user_id', [u.id, other.id])).data).toEqual([]);

    // The other user's attempt used the state up: start again, as the user would.
    const again = await call('canva-authorize', u.token, {});
    const state2 = new URL(again.json.url as string).searchParams.get('state')!;
    const code2 = canva.authorize(again.json.url as string);
    const ok = await call('canva-auth', u.token, { code: code2, state: state2 });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(canva.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', code: code2, redirect_uri: `${APP_ORIGIN}/canva-callback` });

    const stored = await service().from('canva_integrations').select('access_token, refresh_token, scope').eq('user_id', u.id).single();
    expect(stored.data?.access_token).toMatch(/^canva-access-/);
    const browser = await u.client.from('canva_integrations').select('access_token').eq('user_id', u.id);
    expect(browser.error?.code).toBe('42501');
    const connection = await u.client.from('canva_connection').select('user_id, scope');
    expect(connection.data).toEqual([{ user_id: u.id, scope: 'asset:read asset:write design:content:read design:content:write design:meta:read' }]);

    // A state works once.
    expect((await call('canva-auth', u.token, { code: code2, state: state2 })).status).toBe(400);

    // Disconnect: the owner deletes the record (docs/product.md#table-calls).
    const { error } = await u.client.from('canva_integrations').delete().eq('user_id', u.id);
    expect(error).toBeNull();
    expect((await u.client.from('canva_connection').select('user_id')).data).toEqual([]);
  });
});

describe('generate-tshirt-design with an images API', () => {
  const party = { id: 'p-1', party_name: "Ava's 30th", party_type: 'Birthday Party', party_for: 'Ava' };

  it('uses the configured images API and asks for a transparent square print', async () => {
    const u = await user('images');
    const { status, json } = await call('generate-tshirt-design', u.token, { partyData: party, customPrompt: 'neon retro' });
    expect(status).toBe(200);
    expect(json.source).toBe('images-api');
    const png = decodeRgbaPng(Buffer.from(String(json.imageUrl).replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(png.width).toBe(4);
    expect(images.requests.at(-1)).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', background: 'transparent' });
    expect(String(images.requests.at(-1)!.prompt)).toContain("Ava's 30th");
    expect(String(images.requests.at(-1)!.prompt)).toContain('neon retro');
  });

  it('falls back to the generated design when the images API fails, and says so', async () => {
    const u = await user('images-down');
    images.mode.fail = true;
    try {
      const { status, json } = await call('generate-tshirt-design', u.token, { partyData: party });
      expect(status).toBe(200);
      expect(json.source).toBe('artwork');
      expect(json.notice).toBe('The image service is unavailable right now, so we designed this one ourselves.');
      expect(decodeRgbaPng(Buffer.from(String(json.imageUrl).split(',')[1], 'base64')).width).toBe(1000);
    } finally {
      images.mode.fail = false;
    }
  });
});
