// stripe-webhook: Stripe calls this (verify_jwt = false in config.toml; Stripe sends no JWT).
// The Stripe-Signature header is the only credential: without STRIPE_WEBHOOK_SECRET, or with a
// signature that does not match the raw body, nothing is read or changed.
//
// Idempotent: each event id is recorded in payment_events before it is applied, so a replayed
// delivery is acknowledged and ignored; the order RPCs also change only pending orders.
import { errorResponse, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { verifiedEvent, WebhookSignatureError } from '../_shared/checkout/stripe.ts';
import { applyStripeEvent, type EventOutcome, type StripeEvent } from '../_shared/checkout/stripe-events.ts';
import { afterPayment } from '../_shared/checkout/after-payment.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET')?.trim();
    if (!secret) throw notSetUp('Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET for the functions.');

    const payload = await req.text();
    let event: StripeEvent;
    try {
      event = (await verifiedEvent(payload, req.headers.get('Stripe-Signature'), secret)) as unknown as StripeEvent;
    } catch (e) {
      if (e instanceof WebhookSignatureError) return errorResponse(400, `Invalid signature: ${e.message}`);
      if (e instanceof SyntaxError) return errorResponse(400, 'The body is not valid JSON');
      throw e;
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
      return errorResponse(400, 'Not a Stripe event');
    }

    const db = serviceClient();
    const { data: inserted, error } = await db
      .from('payment_events')
      .upsert({ provider: 'stripe', event_id: event.id, event_type: event.type }, { onConflict: 'provider,event_id', ignoreDuplicates: true })
      .select('event_id');
    if (error) throw new Error(`could not record event ${event.id}: ${error.message}`);
    if (!inserted?.length) return json({ received: true, duplicate: true });

    let outcome: EventOutcome;
    try {
      outcome = await applyStripeEvent(db, event);
    } catch (e) {
      // Forget the event so Stripe's retry applies it again.
      await db.from('payment_events').delete().eq('provider', 'stripe').eq('event_id', event.id);
      throw e;
    }
    // The order is settled whatever happens to the e-mail and the print order: a failure is
    // retried by the next path that sees the paid order (docs/product.md#my-orders), never by
    // re-applying the event.
    if (outcome.action === 'paid' && outcome.orderId) await afterPayment(db, outcome.orderId, 'stripe-webhook');
    const { orderId: _order, ...answer } = outcome;
    return json({ received: true, ...answer });
  }),
);
