import crypto from 'node:crypto';
import { startStandIn, type StandIn } from './server.ts';

/** A Checkout Session as the stand-in keeps it: the form it was created with, flattened. */
export interface FakeSession {
  id: string;
  form: Record<string, string>;
  payment_status: 'paid' | 'unpaid';
  subscription: string | null;
  customer: string | null;
}

export const STRIPE_KEY = 'sk_test_standin_secret';
export const WEBHOOK_SECRET = 'whsec_standin_secret';
/** When the stand-in's subscriptions' first period ends (unix seconds): 30 days after it started. */
export const SUBSCRIPTION_PERIOD_END = Math.floor(Date.now() / 1000) + 30 * 86400;

/**
 * Stripe's Checkout Sessions API, the parts our functions use: POST /v1/checkout/sessions
 * (form-encoded, Bearer secret key, Idempotency-Key) and GET /v1/checkout/sessions/{id}.
 */
export async function startFakeStripe(): Promise<
  StandIn & { sessions: Map<string, FakeSession>; down: { on: boolean }; idempotencyKeys: string[]; portalSessions: Array<Record<string, string>> }
> {
  const sessions = new Map<string, FakeSession>();
  const portalSessions: Array<Record<string, string>> = [];
  /** While on, creating a session fails as an outage does: every attempt, retries included. */
  const down = { on: false };
  const idempotencyKeys: string[] = [];
  let n = 0;
  const view = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${s.id}`,
    mode: s.form.mode,
    status: s.payment_status === 'paid' ? 'complete' : 'open',
    payment_status: s.payment_status,
    client_reference_id: s.form.client_reference_id ?? null,
    metadata: { order_id: s.form['metadata[order_id]'], user_id: s.form['metadata[user_id]'] },
    subscription: s.subscription,
    customer: s.customer,
    amount_total: null,
  });
  const server = await startStandIn(({ method, path, headers, body }) => {
    if (headers.authorization !== `Bearer ${STRIPE_KEY}`)
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (down.on) {
        return { status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } };
      }
      if (headers['content-type'] !== 'application/x-www-form-urlencoded') return { status: 400, json: { error: { message: 'form body expected' } } };
      idempotencyKeys.push(String(headers['idempotency-key'] ?? ''));
      const form = Object.fromEntries(new URLSearchParams(body));
      for (const required of ['mode', 'success_url', 'cancel_url', 'line_items[0][quantity]']) {
        if (!form[required]) return { status: 400, json: { error: { type: 'invalid_request_error', message: `Missing required param: ${required}.` } } };
      }
      const s: FakeSession = {
        id: `cs_test_${++n}_${crypto.randomBytes(4).toString('hex')}`,
        form,
        payment_status: 'unpaid',
        subscription: null,
        customer: null,
      };
      sessions.set(s.id, s);
      return { json: view(s) };
    }
    // The customer portal (POST /v1/billing_portal/sessions): customer required, return_url optional.
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const form = Object.fromEntries(new URLSearchParams(body));
      if (!form.customer) return { status: 400, json: { error: { type: 'invalid_request_error', message: 'Missing required param: customer.' } } };
      const id = `bps_${crypto.randomBytes(6).toString('hex')}`;
      portalSessions.push(form);
      return {
        json: {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          livemode: false,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    // A subscription (GET /v1/subscriptions/{id}), API version 2025-03-31+: the period is on its items.
    const sub = /^\/v1\/subscriptions\/(sub_[^/?]+)$/.exec(path);
    if (method === 'GET' && sub) {
      return {
        json: {
          id: sub[1],
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          items: { object: 'list', data: [{ id: 'si_standin', object: 'subscription_item', current_period_end: SUBSCRIPTION_PERIOD_END }] },
        },
      };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
    if (method === 'GET' && m) {
      const s = sessions.get(decodeURIComponent(m[1]));
      return s ? { json: view(s) } : { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    return { status: 404, json: { error: { message: `Unrecognized request URL (${method}: ${path})` } } };
  });
  return { ...server, sessions, down, idempotencyKeys, portalSessions };
}

/** The line items of a session's form: [{ quantity, unit_amount, name, ... }]. */
export function lineItems(s: FakeSession): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const [k, v] of Object.entries(s.form)) {
    const m = /^line_items\[(\d+)\]\[(.+)$/.exec(k);
    if (!m) continue;
    const i = Number(m[1]);
    out[i] ??= {};
    out[i][m[2].replace(/\]$/, '').replace(/\]\[/g, '.')] = v;
  }
  return out;
}

/** A webhook delivery signed as Stripe signs it: t=<unix>,v1=hex(hmac_sha256(secret, "t.payload")). */
export function signedEvent(event: Record<string, unknown>, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const sig = crypto.createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return { payload, header: `t=${at},v1=${sig}` };
}

export function checkoutCompleted(session: FakeSession, eventId = `evt_${crypto.randomBytes(8).toString('hex')}`, overrides: Record<string, unknown> = {}) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.form.mode,
        payment_status: 'paid',
        status: 'complete',
        client_reference_id: session.form.client_reference_id,
        metadata: { order_id: session.form['metadata[order_id]'] },
        subscription: session.subscription,
        customer: session.customer,
        ...overrides,
      },
    },
  };
}
