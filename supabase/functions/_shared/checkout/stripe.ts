/**
 * The parts of Stripe that checkout uses, through Stripe's own SDK (`stripe`, pinned in
 * supabase/functions/deno.json): Checkout Sessions, subscriptions, the customer portal and webhook
 * signature verification. STRIPE_API_URL points the SDK at another server speaking the same
 * protocol (the tests' stand-in, stripe-mock): its protocol, host and port.
 */
import Stripe from 'stripe';

export interface StripeConfig {
  secretKey: string;
  apiUrl: string;
}

export type CheckoutSession = Stripe.Checkout.Session;
export type CheckoutSessionParams = Stripe.Checkout.SessionCreateParams;

/**
 * A client for one configuration. Fetch and SubtleCrypto work the same in Deno and Node; the
 * SDK retries network failures and 5xx answers itself, with the caller's Idempotency-Key.
 */
export function stripeClient(cfg: StripeConfig): Stripe {
  const api = new URL(cfg.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(cfg.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(),
    timeout: 20_000,
  });
}

export function createCheckoutSession(cfg: StripeConfig, params: CheckoutSessionParams, idempotencyKey: string): Promise<CheckoutSession> {
  return stripeClient(cfg).checkout.sessions.create(params, { idempotencyKey });
}

export function retrieveCheckoutSession(cfg: StripeConfig, id: string): Promise<CheckoutSession> {
  return stripeClient(cfg).checkout.sessions.retrieve(id);
}

export function retrieveSubscription(cfg: StripeConfig, id: string): Promise<Stripe.Subscription> {
  return stripeClient(cfg).subscriptions.retrieve(id);
}

/** Stripe's customer portal for one customer: cancel, change card, invoices. */
export function createBillingPortalSession(cfg: StripeConfig, params: { customer: string; return_url: string }): Promise<Stripe.BillingPortal.Session> {
  return stripeClient(cfg).billingPortal.sessions.create(params);
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
// Webhook signatures (`Stripe-Signature: t=<unix>,v1=<hmac>`), checked by the SDK with
// SubtleCrypto. Events older than the tolerance are refused, which bounds replays of a captured
// delivery; a replay inside it is made harmless by remembering event ids (payment_events) and by
// the order RPCs changing only pending orders.
// ---------------------------------------------------------------------------------------------

export const SIGNATURE_TOLERANCE_S = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Why a delivery is not trusted: the text after 'Invalid signature: ' in the webhook's 400. */
export class WebhookSignatureError extends Error {}

/**
 * The event, when the header proves that Stripe sent exactly this payload recently; otherwise a
 * WebhookSignatureError with the SDK's reason (its first sentence: the rest is advice for
 * developers). A verified payload that is not JSON throws a SyntaxError.
 */
export async function verifiedEvent(payload: string, header: string | null, secret: string, nowMs?: number): Promise<Stripe.Event> {
  try {
    return await Stripe.webhooks.constructEventAsync(payload, header ?? '', secret, SIGNATURE_TOLERANCE_S, cryptoProvider, nowMs);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(e.message.split(/(?<=\.)\s/)[0].replace(/\.$/, ''));
    throw e;
  }
}
