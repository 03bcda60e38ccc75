import type { SupabaseClient } from '@supabase/supabase-js';
import { idOf, isPaid, retrieveSubscription, type CheckoutSession } from './stripe.ts';
import { stripeConfig } from './stripe-config.ts';

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface EventOutcome {
  /** What the event did: 'paid', 'cancelled', 'subscription:<status>', or 'ignored'. */
  action: string;
  changed: boolean;
  /** The order the event settled, when it named one of ours. */
  orderId?: string;
}

/**
 * Applies one verified event. Checkout sessions name their order in client_reference_id; a
 * session id recorded on the order must match, so one session cannot settle another's order.
 */
export async function applyStripeEvent(db: SupabaseClient, event: StripeEvent): Promise<EventOutcome> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as unknown as CheckoutSession;
      if (!isPaid(session)) return { action: 'awaiting_payment', changed: false };
      const orderId = await orderFor(db, session);
      if (!orderId) return { action: 'ignored', changed: false };
      const changed = await completeOrder(db, orderId, session);
      return { action: 'paid', changed, orderId };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const orderId = await orderFor(db, object as unknown as CheckoutSession);
      if (!orderId) return { action: 'ignored', changed: false };
      const { data, error } = await db.rpc('cancel_checkout_order', { p_order_id: orderId });
      if (error) throw new Error(`cancel_checkout_order: ${error.message}`);
      return { action: 'cancelled', changed: data === true, orderId };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const id = typeof object.id === 'string' ? object.id : null;
      if (!id) return { action: 'ignored', changed: false };
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : String(object.status ?? '');
      const { data, error } = await db.rpc('set_subscription_status', { p_provider: 'stripe', p_subscription_id: id, p_status: status });
      if (error) throw new Error(`set_subscription_status: ${error.message}`);
      const period = subscriptionPeriod(object);
      const { data: known, error: periodError } = await db.rpc('set_subscription_period', {
        p_provider: 'stripe',
        p_subscription_id: id,
        p_current_period_end: period.end,
        p_cancel_at_period_end: period.cancelling,
      });
      if (periodError) throw new Error(`set_subscription_period: ${periodError.message}`);
      return { action: `subscription:${status}`, changed: data === true || known === true };
    }
    default:
      return { action: 'ignored', changed: false };
  }
}

/** Marks the order paid (the same RPC the local checkout page and the success page use). */
export async function completeOrder(db: SupabaseClient, orderId: string, session: Pick<CheckoutSession, 'subscription' | 'customer'>): Promise<boolean> {
  const { data, error } = await db.rpc('complete_checkout_order', {
    p_order_id: orderId,
    p_subscription_id: idOf(session.subscription),
    p_customer_id: idOf(session.customer),
  });
  if (error) throw new Error(`complete_checkout_order: ${error.message}`);
  const subscriptionId = idOf(session.subscription);
  if (subscriptionId) await recordPeriod(db, subscriptionId);
  return data === true;
}

/**
 * The new subscription's paid period, so the profile can say when Pro renews. Stripe sends
 * customer.subscription.created before the checkout completes (the row does not exist yet), so
 * the subscription is asked for here. Best effort: Pro is on either way, and the next
 * customer.subscription.updated brings the period too.
 */
async function recordPeriod(db: SupabaseClient, subscriptionId: string): Promise<void> {
  const cfg = stripeConfig();
  if (!cfg) return;
  try {
    const period = subscriptionPeriod((await retrieveSubscription(cfg, subscriptionId)) as unknown as Record<string, unknown>);
    const { error } = await db.rpc('set_subscription_period', {
      p_provider: 'stripe',
      p_subscription_id: subscriptionId,
      p_current_period_end: period.end,
      p_cancel_at_period_end: period.cancelling,
    });
    if (error) throw new Error(error.message);
  } catch (e) {
    console.error(`[checkout] could not record the period of ${subscriptionId}:`, e instanceof Error ? e.message : e);
  }
}

async function orderFor(db: SupabaseClient, session: Pick<CheckoutSession, 'id' | 'client_reference_id'>): Promise<string | null> {
  const ref = session.client_reference_id;
  if (!ref || !/^[0-9a-f-]{36}$/i.test(ref)) return null;
  const { data, error } = await db.from('orders').select('id, provider, provider_session_id').eq('id', ref).maybeSingle();
  if (error) throw new Error(`orders: ${error.message}`);
  if (!data || data.provider !== 'stripe') return null;
  if (data.provider_session_id && data.provider_session_id !== session.id) return null;
  return data.id;
}

/**
 * When the paid period ends and whether the member cancelled: the portal sets either
 * cancel_at_period_end or cancel_at. Since API version 2025-03-31 the period lives on the
 * subscription's items rather than on the subscription itself, so both places are read.
 */
export function subscriptionPeriod(sub: Record<string, unknown>): { end: string | null; cancelling: boolean } {
  const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const items = (sub.items as { data?: Array<Record<string, unknown>> } | undefined)?.data ?? [];
  const cancelAt = seconds(sub.cancel_at);
  const periodEnd = seconds(sub.current_period_end) ?? seconds(items[0]?.current_period_end);
  const end = cancelAt ?? periodEnd;
  return {
    end: end === null ? null : new Date(end * 1000).toISOString(),
    cancelling: sub.cancel_at_period_end === true || cancelAt !== null,
  };
}
