import { Crown } from 'lucide-react';
import type { ConfirmedOrder } from '../api/confirm-checkout';
import { displayStatus, orderDate, orderNumber } from '../lib/order-status';
import { formatPrice } from '../lib/prices';
import { OrderLines } from './order-lines';
import { addressLines } from '@shared/printing/shipping-address.ts';
import { OrderFulfilment } from './order-fulfilment';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One order as the buyer sees it: number and id, dates, status, what was bought and the total.
 * The order page (/orders/{id}) and /checkout-success both show it.
 */
export function OrderSummary({ order: data }: { order: ConfirmedOrder }) {
  const { order } = data;
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-2 text-sm text-gray-700 sm:grid-cols-[auto_1fr]">
        <dt>Order number</dt>
        <dd className="font-mono font-semibold text-gray-900">{orderNumber(order.id)}</dd>
        <dt>Order ID</dt>
        <dd>
          <span data-testid="order-id" className="break-all font-mono text-gray-900">
            {order.id}
          </span>
        </dd>
        <dt>Placed</dt>
        <dd className="text-gray-900">{orderDate(order.created_at)}</dd>
        {order.paid_at ? (
          <>
            <dt>Paid</dt>
            <dd className="text-gray-900">{orderDate(order.paid_at)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={displayStatus(order)} />
        </dd>
        {order.shipping_address ? (
          <>
            <dt>Ship to</dt>
            <dd className="text-gray-900">
              <address className="not-italic">
                {addressLines(order.shipping_address).map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </>
        ) : null}
      </dl>
      <OrderFulfilment order={order} />
      {order.kind === 'pro_subscription' ? (
        <p className="flex items-center justify-between rounded-lg border border-gray-200 p-4 text-gray-900">
          <span className="inline-flex items-center gap-2 font-medium">
            <Crown aria-hidden="true" className="size-5 text-amber-500" />
            Confetti Pro
          </span>
          <span>{formatPrice(order.total_cents / 100)} / month</span>
        </p>
      ) : (
        <OrderLines order={data} />
      )}
    </div>
  );
}
