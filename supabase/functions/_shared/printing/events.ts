// Printful's webhook events (v1): `{ type, created, retries, store, data }`, where data.order is
// the order (id, external_id, status) and, for package_shipped, data.shipment carries the
// carrier, tracking_number and tracking_url. Mapped to the order's fulfilment status; other
// event types are acknowledged and ignored.
export interface PrintUpdate {
  externalId: unknown;
  printOrderId: string;
  status: 'in_production' | 'on_hold' | 'shipped' | 'failed' | 'cancelled';
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 500) : null);

/** Printful's order statuses that mean something to the buyer. */
const ORDER_STATUS: Record<string, PrintUpdate['status']> = {
  inprocess: 'in_production',
  onhold: 'on_hold',
  failed: 'failed',
  canceled: 'cancelled',
};

export function printUpdateFrom(event: unknown): PrintUpdate | null {
  if (!event || typeof event !== 'object') return null;
  const { type, data } = event as { type?: unknown; data?: { order?: Record<string, unknown>; shipment?: Record<string, unknown> } };
  const order = data?.order;
  if (!order || (typeof order.id !== 'number' && typeof order.id !== 'string')) return null;
  const base = { externalId: order.external_id, printOrderId: String(order.id) };
  switch (type) {
    case 'package_shipped': {
      const s = data?.shipment ?? {};
      const url = str(s.tracking_url);
      return {
        ...base,
        status: 'shipped',
        carrier: str(s.carrier),
        trackingNumber: str(s.tracking_number),
        trackingUrl: url && /^https?:\/\//i.test(url) ? url : null,
      };
    }
    case 'order_failed':
      return { ...base, status: 'failed' };
    case 'order_canceled':
      return { ...base, status: 'cancelled' };
    case 'order_put_hold':
      return { ...base, status: 'on_hold' };
    case 'order_remove_hold':
      return { ...base, status: 'in_production' };
    case 'order_updated': {
      const status = typeof order.status === 'string' ? ORDER_STATUS[order.status] : undefined;
      return status ? { ...base, status } : null;
    }
    default:
      return null;
  }
}
