import { Badge } from '@/components/ui/badge';
import { STATUS_LABEL, type OrderDisplayStatus } from '../lib/order-status';

const VARIANT = { paid: 'green', pending: 'yellow', cancelled: 'gray', expired: 'gray' } as const;

export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_LABEL[status]}</Badge>;
}
