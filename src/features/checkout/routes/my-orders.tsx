import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useMyOrders } from '../api/my-orders';
import { OrderCard } from '../components/order-card';

/** My Orders (docs/product.md#my-orders): every order of the user, newest first, in one request. */
export function MyOrders() {
  const { user } = useAuth();
  const orders = useMyOrders(user!.id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">My Orders</h1>
      {orders.isPending ? (
        <Spinner label="Loading your orders..." className="py-20" />
      ) : orders.isError ? (
        <LoadError message="We couldn't load your orders." onRetry={() => orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <div className="mt-12 flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <ShoppingBag aria-hidden="true" className="size-12 text-brand-600" />
          <h2 className="text-xl font-semibold text-gray-900">No orders yet</h2>
          <p className="text-gray-700">T-shirts you order from a party page and your Pro membership appear here.</p>
          <Button asChild variant="gradient">
            <Link to="/my-parties">Go to My Parties</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Your orders">
          {orders.data.map((o) => (
            <li key={o.order.id}>
              <OrderCard order={o} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { MyOrders as Component };
