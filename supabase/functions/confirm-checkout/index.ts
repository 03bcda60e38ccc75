// confirm-checkout: what /checkout-success shows. Body { sessionId } → the caller's order with its
// lines. While a Stripe order is still pending, Stripe is asked about the session and a paid one
// is completed here with the same RPC the webhook uses (Stripe's advice: fulfil from both the
// webhook and the landing page, whichever comes first), so the page does not depend on webhook
// delivery. Orders of other users are 'not found'.
import { z } from 'zod';
import { handler, json, methodNotAllowed, notFound } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { retrieveCheckoutSession, isPaid } from '../_shared/checkout/stripe.ts';
import { stripeConfig } from '../_shared/checkout/stripe-config.ts';
import { completeOrder } from '../_shared/checkout/stripe-events.ts';
import { afterPayment } from '../_shared/checkout/after-payment.ts';

const Body = z.object({ sessionId: z.string().trim().min(1, 'sessionId is required').max(255) });

const ORDER_COLUMNS =
  'id, kind, status, total_cents, currency, provider, provider_session_id, created_at, paid_at, fulfilment_status, carrier, tracking_number, tracking_url, shipping_address';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user, client } = await requireUser(req);
    const { sessionId } = await parseBody(req, Body);

    // Read as the caller: row-level security limits this to their own orders.
    const read = () => client.from('orders').select(ORDER_COLUMNS).eq('provider_session_id', sessionId).eq('user_id', user.id).maybeSingle();
    let { data: order, error } = await read();
    if (error) throw new Error(`orders: ${error.message}`);
    if (!order) throw notFound('Order not found');

    const stripe = stripeConfig();
    if (order.status === 'pending' && order.provider === 'stripe' && stripe) {
      try {
        const session = await retrieveCheckoutSession(stripe, sessionId);
        if (session.client_reference_id === order.id && isPaid(session)) {
          await completeOrder(serviceClient(), order.id, session);
          ({ data: order, error } = await read());
          if (error || !order) throw new Error(`orders: ${error?.message ?? 'gone'}`);
        }
      } catch (e) {
        // The webhook will still settle it; the page keeps showing 'processing' meanwhile.
        console.error(`[confirm-checkout] could not ask Stripe about ${sessionId}:`, e instanceof Error ? e.message : e);
      }
    }

    if (!order) throw notFound('Order not found');
    // Whichever path saw the payment first, the buyer's confirmation e-mail goes out once and the
    // T-shirts go to the printer once (no-ops when they already have).
    if (order.status === 'paid') await afterPayment(serviceClient(), order.id, 'confirm-checkout');
    const { data: items, error: itemsError } = await client
      .from('order_items')
      .select('id, design_url, design_name, size, unit_price_cents, quantity')
      .eq('order_id', order.id)
      .order('created_at');
    if (itemsError) throw new Error(`order_items: ${itemsError.message}`);
    const { provider_session_id: _session, ...visible } = order;
    return json({ order: visible, items: items ?? [] });
  }),
);
