import { Link, useParams } from 'react-router';
import { RefreshCw, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useAuth } from '@/features/auth';
import { useOrder } from '../api/my-orders';
import { OrderSummary } from '../components/order-summary';
import { orderNumber, orderOutlook } from '../lib/order-status';

function AllOrdersButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/orders">All orders</Link>
    </Button>
  );
}

/** /orders/{id} (docs/product.md#my-orders): one of the user's orders; anyone else's is 'Order not found'. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useOrder(id, user!.id);

  if (order.isPending) return <Spinner label="Loading your order..." className="min-h-[60vh]" />;
  if (order.isError) {
    return (
      <StatusPanel
        icon={<XCircle className="text-red-600" />}
        title="We could not load your order"
        description="Please try again in a moment."
        actions={
          <>
            <Button variant="outline" onClick={() => order.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
            <AllOrdersButton />
          </>
        }
      />
    );
  }
  if (!order.data) {
    return (
      <StatusPanel
        icon={<XCircle className="text-red-600" />}
        title="Order not found"
        description="There is no order of yours at this address."
        actions={<AllOrdersButton />}
      />
    );
  }
  return (
    <StatusPanel title={`Order ${orderNumber(order.data.order.id)}`} description={orderOutlook(order.data.order)} actions={<AllOrdersButton />}>
      <OrderSummary order={order.data} />
    </StatusPanel>
  );
}

export { OrderPage as Component };
