import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, notSetUp } from '../http.ts';
import { serviceClient } from '../supabase.ts';
import { CURRENCY, PRO_PRICE_CENTS } from './prices.ts';
import { createCheckoutSession, type CheckoutSessionParams } from './stripe.ts';
import { stripeConfig } from './stripe-config.ts';
import type { ShippingAddress } from '../printing/shipping-address.ts';

/** One priced order line (prices already taken from the server's table). */
export interface OrderLine {
  design_url: string;
  design_name: string | null;
  size: string;
  unit_price_cents: number;
  quantity: number;
}

export interface StartCheckoutInput {
  kind: 'tshirts' | 'pro_subscription';
  userId: string;
  email?: string | null;
  /** T-shirt lines; empty for the Pro subscription. */
  lines: OrderLine[];
  /** Where the T-shirts are shipped (T-shirt orders only). */
  shippingAddress?: ShippingAddress;
  successUrl: string;
  cancelUrl: string;
}

export interface StartedCheckout {
  url: string;
  /** Which payment page the buyer is sent to: the app names it in its redirect message. */
  provider: 'stripe' | 'local';
  orderId: string;
  sessionId: string;
}

/**
 * Payments (docs/decisions.md#providers-with-offline-defaults): Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the
 * local stack's checkout page, whose address the stack gives its functions as LOCAL_CHECKOUT_URL.
 * A hosted project without STRIPE_SECRET_KEY has neither, and checkout says so (503). A failing
 * Stripe never falls back to the local page: that would look like a payment without being one.
 */
export async function startCheckout(input: StartCheckoutInput): Promise<StartedCheckout> {
  const stripe = stripeConfig();
  const localUrl = Deno.env.get('LOCAL_CHECKOUT_URL')?.trim().replace(/\/+$/, '');
  if (!stripe && !localUrl) {
    throw notSetUp('Payments are not set up: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) for the functions.');
  }
  const provider = stripe ? 'stripe' : 'local';
  const db = serviceClient();
  const totalCents = input.kind === 'tshirts' ? input.lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0) : PRO_PRICE_CENTS;

  const { data: orderId, error } = await db.rpc('create_checkout_order', {
    p_user_id: input.userId,
    p_kind: input.kind,
    p_provider: provider,
    p_items: input.lines,
    p_total_cents: totalCents,
    p_success_url: input.successUrl,
    p_cancel_url: input.cancelUrl,
  });
  if (error || typeof orderId !== 'string') throw new Error(`could not record the order: ${error?.message ?? 'no id'}`);
  if (input.shippingAddress) {
    // Kept with the order before any payment page opens: a paid order always has its address.
    const { error: addressError } = await db.from('orders').update({ shipping_address: input.shippingAddress }).eq('id', orderId);
    if (addressError) {
      await db.rpc('cancel_checkout_order', { p_order_id: orderId });
      throw new Error(`could not record the shipping address: ${addressError.message}`);
    }
  }

  let sessionId: string;
  let url: string;
  if (stripe) {
    try {
      const session = await createCheckoutSession(stripe, stripeParams(input, orderId), `confetti-order-${orderId}`);
      if (!session.url) throw new Error('Stripe answered without a checkout URL');
      sessionId = session.id;
      url = session.url;
    } catch (e) {
      console.error(`[checkout] Stripe could not start order ${orderId}:`, e instanceof Error ? e.message : e);
      await db.rpc('cancel_checkout_order', { p_order_id: orderId });
      throw new HttpError(502, 'The payment provider could not start the checkout. Please try again.');
    }
  } else {
    sessionId = `cs_local_${randomHex(24)}`;
    url = `${localUrl}/session/${sessionId}`;
  }
  await recordSession(db, orderId, sessionId);
  return { url, provider, orderId, sessionId };
}

async function recordSession(db: SupabaseClient, orderId: string, sessionId: string): Promise<void> {
  const { error } = await db.from('orders').update({ provider_session_id: sessionId }).eq('id', orderId);
  if (error) throw new Error(`could not record the checkout session: ${error.message}`);
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Checkout Session parameters; every amount comes from the order just recorded. */
function stripeParams(input: StartCheckoutInput, orderId: string): CheckoutSessionParams {
  const common = {
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: orderId,
    customer_email: input.email || undefined,
    metadata: { order_id: orderId, user_id: input.userId },
  };
  if (input.kind === 'pro_subscription') {
    const priceId = Deno.env.get('STRIPE_PRO_PRICE_ID')?.trim();
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: PRO_PRICE_CENTS,
                recurring: { interval: 'month' },
                product_data: { name: 'Confetti Pro' },
              },
            },
      ],
      subscription_data: { metadata: { order_id: orderId, user_id: input.userId } },
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: input.lines.map((l) => ({
      quantity: l.quantity,
      price_data: {
        currency: CURRENCY,
        unit_amount: l.unit_price_cents,
        product_data: {
          name: `Custom T-shirt (${l.size})`,
          description: l.design_name || undefined,
          // Stripe fetches images itself: only addresses it can reach are worth sending.
          images: l.design_url.startsWith('https://') ? [l.design_url] : undefined,
        },
      },
    })),
    // The shipping address was asked for before the payment page (it goes to the printer with
    // the order), so Stripe does not ask for a second one.
    payment_intent_data: { metadata: { order_id: orderId } },
  };
}
