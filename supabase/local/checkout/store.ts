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
    const { rows } = await tx.query<{ changed: boolean }>('select public.complete_checkout_order($1, $2, $3) as changed', [order.id, subscriptionId, customerId]);
    return rows[0]?.changed === true;
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
