import { CHECKOUT_EXPIRY_HOURS } from '@shared/checkout/prices.ts';
import { PRO_NEXT_STEPS, TSHIRT_NEXT_STEPS } from '@shared/checkout/fulfilment.ts';
import { onFirstUse } from '@/lib/on-first-use';

export type OrderStatus = 'pending' | 'paid' | 'cancelled';
/** What the buyer is shown: a pending order whose checkout has expired can no longer be paid. */
export type OrderDisplayStatus = OrderStatus | 'expired';

export const CHECKOUT_EXPIRY_MS = CHECKOUT_EXPIRY_HOURS * 60 * 60 * 1000;

/** docs/product.md#my-orders: pending orders older than the checkout's expiry are shown as expired. */
export function displayStatus(order: { status: OrderStatus; created_at: string }, now = Date.now()): OrderDisplayStatus {
  if (order.status === 'pending' && now - new Date(order.created_at).getTime() >= CHECKOUT_EXPIRY_MS) return 'expired';
  return order.status;
}

export const STATUS_LABEL: Record<OrderDisplayStatus, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export { orderNumber } from '@shared/checkout/fulfilment.ts';

/** Where a paid T-shirt order is with the printer (docs/product.md#printing-and-shipping). */
export type FulfilmentStatus = 'queued' | 'sent' | 'in_production' | 'on_hold' | 'shipped' | 'failed' | 'cancelled';

export const FULFILMENT_LABEL: Record<FulfilmentStatus, string> = {
  queued: 'Preparing for print',
  sent: 'Sent to printer',
  in_production: 'In production',
  on_hold: 'On hold',
  shipped: 'Shipped',
  failed: 'Printing problem',
  cancelled: 'Printing cancelled',
};

const FULFILMENT_OUTLOOK: Record<FulfilmentStatus, string> = {
  queued: TSHIRT_NEXT_STEPS,
  sent: TSHIRT_NEXT_STEPS,
  in_production: 'Your T-shirts are being printed. We will e-mail you a tracking link when they ship.',
  on_hold: 'Our print partner has paused this order. If it stays on hold, contact us with your order number.',
  shipped: 'Your T-shirts have shipped. Follow the package with the tracking link.',
  failed: 'Our print partner could not make this order. Please contact us with your order number.',
  cancelled: 'Our print partner cancelled this order. Please contact us with your order number.',
};

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));

export function orderDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat().format(d);
}

/** What happens next, in the order's own words (docs/product.md#my-orders). */
export function orderOutlook(
  order: { kind: 'tshirts' | 'pro_subscription'; status: OrderStatus; created_at: string; fulfilment_status?: FulfilmentStatus | null },
  now = Date.now(),
): string {
  switch (displayStatus(order, now)) {
    case 'paid':
      return order.kind === 'pro_subscription' ? PRO_NEXT_STEPS : FULFILMENT_OUTLOOK[order.fulfilment_status ?? 'queued'];
    case 'pending':
      return 'Waiting for the payment to be confirmed. Nothing is printed or charged until it is.';
    case 'expired':
      return 'This checkout expired before it was paid. Nothing was charged.';
    case 'cancelled':
      return 'This checkout was cancelled. Nothing was charged.';
  }
}
