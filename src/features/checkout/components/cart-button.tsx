import { lazy, Suspense, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { cartCount, cartTotal } from '../lib/cart';
import { useCart } from '../lib/cart-store';
import { formatPrice } from '../lib/prices';

// The drawer (and the Supabase SDK its checkout needs) loads on first open: the header is on every
// page, the landing page included, and must stay light.
const CartDrawer = lazy(() => import('./cart-drawer'));

/** The header's cart: count and total, opening the cart drawer. Hidden for visitors with an empty cart. */
export function CartButton({ className }: { className?: string }) {
  const cart = useCart();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const count = cartCount(cart);
  const total = formatPrice(cartTotal(cart));
  if (!user && count === 0) return null;

  return (
    <>
      <Button
        variant="outline"
        className={cn('relative', className)}
        aria-label={`Cart: ${count} ${count === 1 ? 'item' : 'items'}, ${total}`}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <ShoppingCart aria-hidden="true" />
        <span aria-hidden="true" className="hidden sm:inline">
          {total}
        </span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -right-2 -top-2 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold leading-5 text-white"
          >
            {count}
          </span>
        ) : null}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
