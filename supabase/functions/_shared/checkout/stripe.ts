/**
 * The parts of Stripe's REST API that checkout uses, spoken directly over fetch (no SDK):
 * Checkout Sessions (create, retrieve) and webhook signature verification. STRIPE_API_URL points
 * the client at another server speaking the same protocol (the tests' stand-in, stripe-mock).
 */

export interface StripeConfig {
  secretKey: string;
  apiUrl: string;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested objects and arrays become `a[b][0][c]=v`. */
export function formEncode(params: Record<string, FormValue>): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else out.append(prefix, String(value));
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return out.toString();
}

async function call<T>(cfg: StripeConfig, method: 'GET' | 'POST', path: string, body?: Record<string, FormValue>, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${cfg.secretKey}` };
  if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const res = await fetch(`${cfg.apiUrl}${path}`, {
    method,
    headers,
    body: body ? formEncode(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new StripeError(res.status, `Stripe answered ${res.status}${json?.error?.message ? `: ${json.error.message}` : ''}`);
  return json as T;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  subscription: string | { id: string } | null;
  customer: string | { id: string } | null;
  amount_total: number | null;
}

export function createCheckoutSession(cfg: StripeConfig, params: Record<string, FormValue>, idempotencyKey: string): Promise<CheckoutSession> {
  return call<CheckoutSession>(cfg, 'POST', '/v1/checkout/sessions', params, idempotencyKey);
}

export function retrieveCheckoutSession(cfg: StripeConfig, id: string): Promise<CheckoutSession> {
  return call<CheckoutSession>(cfg, 'GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);
}

/** A subscription as Stripe answers it (the fields Pro reads). */
export interface StripeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  cancel_at_period_end?: boolean;
  cancel_at?: number | null;
  current_period_end?: number;
  items?: { data?: Array<{ current_period_end?: number }> };
}

export function retrieveSubscription(cfg: StripeConfig, id: string): Promise<StripeSubscription> {
  return call<StripeSubscription>(cfg, 'GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
}

export interface BillingPortalSession {
  id: string;
  object: 'billing_portal.session';
  url: string;
  customer: string;
  return_url: string | null;
}

/** Stripe's customer portal for one customer: cancel, change card, invoices. */
export function createBillingPortalSession(cfg: StripeConfig, params: { customer: string; return_url: string }): Promise<BillingPortalSession> {
  return call<BillingPortalSession>(cfg, 'POST', '/v1/billing_portal/sessions', params);
}

/** An expandable field's id (Stripe sends either the id or the expanded object). */
export function idOf(v: string | { id: string } | null | undefined): string | null {
  if (!v) return null;
  return typeof v === 'string' ? v : v.id;
}

/** The session is paid for (card payments complete at once; delayed methods report later). */
export function isPaid(session: Pick<CheckoutSession, 'payment_status'>): boolean {
  return session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
}

// ---------------------------------------------------------------------------------------------
// Webhook signatures: `Stripe-Signature: t=<unix>,v1=<hex hmac-sha256(secret, "<t>.<payload>")>`
// (several v1 entries while a secret is being rolled). Events older than the tolerance are
// refused, which bounds replays of a captured delivery; a replay inside it is made harmless by
// remembering event ids (payment_events) and by the order RPCs changing only pending orders.
// ---------------------------------------------------------------------------------------------

export const SIGNATURE_TOLERANCE_S = 300;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that depends only on their length. */
function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signPayload(payload: string, secret: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`)));
}

/** Throws with a reason when the header does not prove that Stripe sent exactly this payload recently. */
export async function verifySignature(payload: string, header: string | null, secret: string, nowS = Math.floor(Date.now() / 1000)): Promise<void> {
  if (!header) throw new Error('Missing Stripe-Signature header');
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.split('=', 2).map((s) => s?.trim());
    if (k === 't') timestamp = Number(v);
    else if (k === 'v1' && v) signatures.push(v);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new Error('Malformed Stripe-Signature header');
  if (Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S) throw new Error('Signature timestamp is outside the tolerance');
  const expected = await signPayload(payload, secret, timestamp);
  if (!signatures.some((s) => safeEqual(s, expected))) throw new Error('No signature matches the payload');
}
