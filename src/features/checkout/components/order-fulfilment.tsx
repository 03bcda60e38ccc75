import { ExternalLink, Truck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { ConfirmedOrder } from '../api/confirm-checkout';
import { FULFILMENT_LABEL } from '../lib/order-status';

const VARIANT = {
  queued: 'yellow',
  sent: 'yellow',
  in_production: 'yellow',
  on_hold: 'gray',
  shipped: 'green',
  failed: 'gray',
  cancelled: 'gray',
} as const;

/** A paid T-shirt order's printing status and, once shipped, the carrier's tracking link. */
export function OrderFulfilment({ order }: { order: ConfirmedOrder['order'] }) {
  if (order.kind !== 'tshirts' || order.status !== 'paid') return null;
  const status = order.fulfilment_status ?? 'queued';
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700" data-testid="order-fulfilment">
      <span className="inline-flex items-center gap-1">
        <Truck aria-hidden="true" className="size-4 text-brand-600" />
        Printing:
      </span>
      <Badge variant={VARIANT[status]}>{FULFILMENT_LABEL[status]}</Badge>
      {status === 'shipped' && order.tracking_url ? (
        <a
          href={order.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          Track package{order.tracking_number ? ` ${order.tracking_number}` : ''}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : status === 'shipped' && order.tracking_number ? (
        <span>Tracking number {order.tracking_number}</span>
      ) : null}
    </div>
  );
}
