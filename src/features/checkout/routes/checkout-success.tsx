import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RefreshCw, ShoppingCart, XCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { currentPath, signInPath, useAuth } from '@/features/auth';
import { CONFIRM_GIVE_UP_MS, OrderNotFoundError, useConfirmedOrder, type ConfirmedOrder } from '../api/confirm-checkout';
import { announceProfileChange } from '../lib/account-events';
import { addAllToCart, clearCart } from '../lib/cart-store';
import { isSize } from '../lib/prices';
import { OrderSummary } from '../components/order-summary';
import { orderOutlook } from '../lib/order-status';
import { checkoutKeys, profileKeys } from '@/lib/query-keys';

function HomeButton() {
  return (
    <Button asChild variant="gradient">
      <Link to="/">Back to Home</Link>
    </Button>
  );
}

/** Puts a paid order's T-shirts back in the cart ('Added {n} item(s) to cart'). */
function orderAgain(order: ConfirmedOrder) {
  const items = order.items.flatMap((i) =>
    i.design_url && isSize(i.size)
      ? [{ designUrl: i.design_url, designName: i.design_name ?? 'Custom T-shirt', size: i.size, price: i.unit_price_cents / 100, quantity: i.quantity }]
      : [],
  );
  addAllToCart(items);
  toast.success(`Added ${items.reduce((n, i) => n + i.quantity, 0)} item(s) to cart`);
}

/**
 * /checkout-success?session_id= (docs/product.md#checkout): 'Processing your order...' until the payment is
 * confirmed (the webhook, the local checkout page or Stripe itself), then 'Order Successful!' with
 * the order as My Orders shows it (docs/product.md#my-orders). The T-shirt cart is cleared here once the
 * order is paid.
 */
export function CheckoutSuccess() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id');
  const { user, loading } = useAuth();
  const [since] = useState(() => Date.now());
  const order = useConfirmedOrder(sessionId ?? '', user?.id, since);
  // After a minute of 'pending' the page stops spinning and explains (polling stops then too).
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), CONFIRM_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const queryClient = useQueryClient();
  const paid = order.data?.order.status === 'paid' ? order.data.order : null;

  useEffect(() => {
    if (!paid) return;
    // My Orders shows the order as paid next time it is opened.
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.orders });
    if (paid.kind === 'tshirts') clearCart();
    else {
      // A new Pro member: this tab's and other tabs' headers and profile show the badge.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      announceProfileChange();
    }
  }, [paid, queryClient]);

  if (!sessionId) return <Navigate to="/" replace />;
  if (loading || (user && order.isPending)) return <Spinner label="Processing your order..." className="min-h-[60vh]" />;

  if (!user) {
    return (
      <StatusPanel
        title="Thank you!"
        description="Sign in to see the details of your order."
        actions={
          <>
            <Button asChild variant="gradient">
              <Link to={signInPath(currentPath(location))}>Sign In</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to Home</Link>
            </Button>
          </>
        }
      />
    );
  }

  if (order.isError) {
    const missing = order.error instanceof OrderNotFoundError;
    return (
      <StatusPanel
        icon={<XCircle className="text-red-600" />}
        title={missing ? 'Order not found' : 'We could not load your order'}
        description={missing ? 'This confirmation link does not belong to an order of yours.' : 'Please try again in a moment.'}
        actions={
          <>
            {missing ? null : (
              <Button variant="outline" onClick={() => order.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
            <HomeButton />
          </>
        }
      />
    );
  }

  const data = order.data!;
  if (data.order.status === 'pending') {
    return !gaveUp ? (
      <Spinner label="Processing your order..." className="min-h-[60vh]" />
    ) : (
      <StatusPanel
        title="Still confirming your payment"
        description="The payment provider has not confirmed this order yet. This page updates when it does."
        actions={
          <>
            <Button variant="outline" onClick={() => order.refetch()}>
              <RefreshCw aria-hidden="true" />
              Check again
            </Button>
            <HomeButton />
          </>
        }
      />
    );
  }

  if (data.order.status === 'cancelled') {
    return (
      <StatusPanel
        icon={<XCircle className="text-gray-500" />}
        title="Checkout cancelled"
        description="Nothing was charged, and your cart is still here."
        actions={<HomeButton />}
      />
    );
  }

  const isPro = data.order.kind === 'pro_subscription';
  return (
    <StatusPanel
      icon={<CheckCircle2 className="text-green-600" />}
      title="Order Successful!"
      description={isPro ? 'Welcome to Confetti Pro! Your membership is active.' : orderOutlook(data.order)}
      actions={
        <>
          <HomeButton />
          <Button asChild variant="outline">
            <Link to={`/orders/${data.order.id}`}>View in My Orders</Link>
          </Button>
          {isPro ? (
            <Button asChild variant="outline">
              <Link to="/profile">View your profile</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => orderAgain(data)}>
              <ShoppingCart aria-hidden="true" />
              Order these again
            </Button>
          )}
        </>
      }
    >
      <OrderSummary order={data} />
    </StatusPanel>
  );
}

export { CheckoutSuccess as Component };
