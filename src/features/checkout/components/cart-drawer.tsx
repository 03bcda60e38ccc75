import { Link, useLocation } from 'react-router';
import { CreditCard, ShoppingBag } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { currentPath, signInPath, useAuth } from '@/features/auth';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { cartCount, cartTotal } from '../lib/cart';
import { useCart } from '../lib/cart-store';
import { formatPrice } from '../lib/prices';
import { CartLine } from './cart-line';
import { ShippingAddressForm } from './shipping-address-form';
import type { ShippingAddress } from '@shared/printing/shipping-address.ts';

const SHIPPING_FORM = 'cart-shipping-address';

/** The cart drawer (opened from the header): lines, total and checkout in a new tab. */
export default function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cart = useCart();
  const { user } = useAuth();
  const location = useLocation();
  const { pathname, search } = location;
  const checkout = useCreateCheckoutSession();
  const count = cartCount(cart);

  function onCheckout(shippingAddress: ShippingAddress) {
    if (cart.length === 0) {
      toast.error('Your cart is empty');
      return;
    }
    checkout.mutate({ items: cart, shippingAddress, returnPath: `${pathname}${search}` });
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-md sm:w-[28rem]">
        <div className="border-b border-gray-200 px-5 py-4 pr-12">
          <SheetTitle className="text-lg">Your Cart</SheetTitle>
          <SheetDescription>{count === 0 ? 'No T-shirts yet.' : `${count} ${count === 1 ? 'T-shirt' : 'T-shirts'} ready to order.`}</SheetDescription>
        </div>
        {cart.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-gray-700">
            <ShoppingBag aria-hidden="true" className="size-12 text-brand-600" />
            <p className="font-medium text-gray-900">Your cart is empty</p>
            <p className="text-sm">Design a T-shirt on any of your parties and add it here.</p>
            {user ? (
              <Button asChild variant="outline" onClick={() => onOpenChange(false)}>
                <Link to="/my-parties">Go to My Parties</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <div className="flex-1 overflow-y-auto px-5">
              <ul aria-label="Cart items">
                {cart.map((item) => (
                  <CartLine key={`${item.designUrl}|${item.size}`} item={item} />
                ))}
              </ul>
              {user ? <ShippingAddressForm id={SHIPPING_FORM} onSubmit={onCheckout} /> : null}
            </div>
            <div className="space-y-3 border-t border-gray-200 px-5 py-4">
              <p className="flex items-center justify-between text-lg font-semibold text-gray-900">
                <span>Total</span>
                <span data-testid="cart-total">{formatPrice(cartTotal(cart))}</span>
              </p>
              <p className="text-xs text-gray-700">Prices are confirmed by the payment page, which opens in a new tab.</p>
              {user ? (
                <Button type="submit" form={SHIPPING_FORM} variant="gradient" size="lg" className="w-full" disabled={checkout.isPending}>
                  <CreditCard aria-hidden="true" />
                  {checkout.isPending ? 'Processing...' : 'Checkout'}
                </Button>
              ) : (
                <Button asChild variant="gradient" size="lg" className="w-full">
                  <Link to={signInPath(currentPath(location))}>Sign in to check out</Link>
                </Button>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
