import { Link } from 'react-router';
import { ChevronRight, Crown } from 'lucide-react';
import type { ConfirmedOrder } from '../api/confirm-checkout';
import { displayStatus, orderDate, orderNumber } from '../lib/order-status';
import { formatPrice } from '../lib/prices';
import { DesignThumbnail } from './design-thumbnail';
import { OrderFulfilment } from './order-fulfilment';
import { OrderStatusBadge } from './order-status-badge';

/** Lines (and thumbnails) shown per order in the list; the order's page has them all. */
const MAX_THUMBNAILS = 4;

/** One order in My Orders: number, date, status, designs, lines and total; opens the order's page. */
export function OrderCard({ order: data }: { order: ConfirmedOrder }) {
  const { order, items } = data;
  const number = orderNumber(order.id);
  const pieces = items.reduce((n, i) => n + i.quantity, 0);
  const isPro = order.kind === 'pro_subscription';
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            Order {number}
          </h2>
          <p className="text-sm text-gray-700">
            <time dateTime={order.created_at}>{orderDate(order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge status={displayStatus(order)} />
      </div>
      {isPro ? (
        <p className="mt-4 inline-flex items-center gap-2 text-gray-900">
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
          Confetti Pro membership
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <ul className="flex gap-2" aria-label="Designs">
            {items.slice(0, MAX_THUMBNAILS).map((i) => (
              <li key={i.id}>
                <DesignThumbnail url={i.design_url} name={`${i.design_name ?? 'Custom T-shirt'}, size ${i.size}`} size={56} />
              </li>
            ))}
          </ul>
          <ul className="min-w-0 flex-1 text-sm text-gray-700" aria-label="Lines">
            {items.slice(0, MAX_THUMBNAILS).map((i) => (
              <li key={i.id} className="truncate">
                {i.quantity} × {i.design_name ?? 'Custom T-shirt'} ({i.size})
              </li>
            ))}
            {items.length > MAX_THUMBNAILS ? <li>and {items.length - MAX_THUMBNAILS} more</li> : null}
          </ul>
        </div>
      )}
      <div className="mt-4">
        <OrderFulfilment order={order} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <p className="text-gray-900">
          {isPro ? null : (
            <span className="text-sm text-gray-700">
              {pieces} item{pieces === 1 ? '' : 's'} ·{' '}
            </span>
          )}
          <span className="font-semibold" data-testid="order-card-total">
            {formatPrice(order.total_cents / 100)}
          </span>
        </p>
        <Link
          to={`/orders/${order.id}`}
          aria-label={`View order ${number}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View order
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
