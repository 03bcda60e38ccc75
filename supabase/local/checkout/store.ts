import { randomBytes } from 'node:crypto';
import { asRole, type Database } from '../db/index.ts';

export interface LocalOrder {
  id: string;
  kind: 'tshirts' | 'pro_subscription';
  status: 'pending' | 'paid' | 'cancelled';
  total_cents: number;
  currency: string;
  success_url: string | null;
  cancel_url: string | null;
  email: string | null;
  user_id: string | null;
  created_at: string;
}

export interface LocalOrderItem {
  design_url: string | null;
  design_name: string | null;
  size: string;
  unit_price_cents: number;
  quantity: number;
}

/** Checkout session ids the create-checkout functions hand out for the local page. */
export const LOCAL_SESSION_ID = /^cs_local_[0-9a-f]{48}$/;

const SERVICE = { role: 'service_role' } as const;

export async function findOrder(db: Database, sessionId: string): Promise<{ order: LocalOrder; items: LocalOrderItem[] } | null> {
  return asRole(
    db,
    SERVICE,
    async (tx) => {
      const { rows } = await tx.query<LocalOrder>(
        `select o.id, o.kind, o.status, o.total_cents, o.currency, o.success_url, o.cancel_url, o.user_id, o.created_at, p.email
           from public.orders o left join public.profiles p on p.id = o.user_id
          where o.provider = 'local' and o.provider_session_id = $1`,
        [sessionId],
      );
      const order = rows[0];
      if (!order) return null;
      const items = await tx.query<LocalOrderItem>(
        `select design_url, design_name, size, unit_price_cents, quantity from public.order_items where order_id = $1 order by created_at, id`,
        [order.id],
      );
      return { order, items: items.rows };
    },
    { readOnly: true },
  );
}

/**
 * Paying: the same RPC the Stripe webhook calls (complete_checkout_order), as the service role,
 * so the local page and Stripe settle an order identically. A Pro order gets a local
 * subscription id, as Stripe would create a subscription.
 */
export async function payOrder(db: Database, order: LocalOrder): Promise<boolean> {
  const subscriptionId = order.kind === 'pro_subscription' ? `sub_local_${randomBytes(12).toString('hex')}` : null;
  const customerId = order.user_id ? `cus_local_${order.user_id.replace(/-/g, '').slice(0, 24)}` : null;
  return asRole(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select public.complete_checkout_order($1, $2, $3) as changed', [
      order.id,
      subscriptionId,
      customerId,
    ]);
    const changed = rows[0]?.changed === true;
    // Like a Stripe subscription, a local one is paid a month at a time.
    if (changed && subscriptionId) {
      await tx.query(`select public.set_subscription_period('local', $1, now() + interval '1 month', false)`, [subscriptionId]);
    }
    return changed;
  });
}

export async function cancelOrder(db: Database, order: LocalOrder): Promise<boolean> {
  return asRole(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select public.cancel_checkout_order($1) as changed', [order.id]);
    return rows[0]?.changed === true;
  });
}

/** Stripe's substitution in success_url. */
export function successUrlFor(order: LocalOrder, sessionId: string): string | null {
  return order.success_url ? order.success_url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId)) : null;
}

/**
 * A Stripe Checkout Session expires 24 hours after it is created (CHECKOUT_EXPIRY_HOURS in
 * supabase/functions/_shared/checkout/prices.ts); the local page keeps the same rule, so an order
 * the app shows as expired can no longer be paid here either.
 */
export const CHECKOUT_EXPIRY_MS = 24 * 60 * 60 * 1000;

export function isExpired(order: Pick<LocalOrder, 'status' | 'created_at'>, now = Date.now()): boolean {
  return order.status === 'pending' && now - new Date(order.created_at).getTime() >= CHECKOUT_EXPIRY_MS;
}

// ---------------------------------------------------------------------------------------------
// The local stand-in for Stripe's customer portal: a Pro subscription's page, where the member
// cancels at the end of the paid period.
// ---------------------------------------------------------------------------------------------

/** Subscription ids the local checkout hands out (payOrder). */
export const LOCAL_SUBSCRIPTION_ID = /^sub_local_[0-9a-f]{24}$/;

export interface LocalSubscription {
  provider_subscription_id: string;
  status: string;
  price_cents: number;
  currency: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  email: string | null;
  /** Where the app that started the subscription lives (its checkout's return address). */
  return_url: string | null;
}

export async function findSubscription(db: Database, subscriptionId: string): Promise<LocalSubscription | null> {
  return asRole(
    db,
    SERVICE,
    async (tx) => {
      const { rows } = await tx.query<LocalSubscription>(
        `select s.provider_subscription_id, s.status, s.price_cents, s.currency,
                to_char(s.current_period_end at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as current_period_end,
                s.cancel_at_period_end, p.email, coalesce(o.cancel_url, o.success_url) as return_url
           from public.subscriptions s
           left join public.profiles p on p.id = s.user_id
           left join public.orders o on o.id = s.order_id
          where s.provider = 'local' and s.provider_subscription_id = $1`,
        [subscriptionId],
      );
      return rows[0] ?? null;
    },
    { readOnly: true },
  );
}

/** Cancels at the period's end (Stripe's cancel_at_period_end); `false` resumes. */
export async function setCancelAtPeriodEnd(db: Database, subscriptionId: string, cancel: boolean): Promise<boolean> {
  return asRole(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>(`select public.set_subscription_period('local', $1, null, $2) as changed`, [subscriptionId, cancel]);
    return rows[0]?.changed === true;
  });
}

/** What Stripe does when periods end: cancelled subscriptions end, the others renew. */
export async function settleSubscriptionPeriods(db: Database): Promise<number> {
  return asRole(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ ended: number }>(`select public.settle_subscription_periods('local') as ended`);
    return Number(rows[0]?.ended ?? 0);
  });
}
