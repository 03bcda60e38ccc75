import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';
import type { ShippingAddress } from '@shared/printing/shipping-address.ts';
import type { CartItem } from '../lib/cart';
import { openCheckout, redirectMessage, withCheckoutTab } from '../lib/open-checkout';

/** A message for people, already in the product's words (docs/product.md#t-shirt-and-checkout-messages). */
export class CheckoutError extends Error {}

export interface CheckoutStarted {
  url: string;
  provider: 'stripe' | 'local';
}

/**
 * create-checkout-session (docs/product.md#function-calls): the cart goes to the server, which prices it from its own
 * size table, keeps the shipping address with the order and answers the payment page's URL. `returnPath` is where
 * 'Cancel' comes back to.
 */
export async function createCheckoutSession(items: CartItem[], shippingAddress: ShippingAddress, returnPath: string): Promise<CheckoutStarted> {
  if (items.length === 0) throw new CheckoutError('Your cart is empty');
  const { data, error } = await supabase.functions.invoke<Partial<CheckoutStarted>>('create-checkout-session', {
    body: { items, shippingAddress, returnPath },
  });
  if (error) throw new CheckoutError(`Failed to start checkout: ${(await functionErrorMessage(error)) || 'Please try again.'}`);
  if (!data?.url) throw new CheckoutError('No checkout URL received from server');
  return { url: data.url, provider: data.provider === 'local' ? 'local' : 'stripe' };
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({ items, shippingAddress, returnPath }: { items: CartItem[]; shippingAddress: ShippingAddress; returnPath: string }) =>
      withCheckoutTab(() => createCheckoutSession(items, shippingAddress, returnPath)),
    onSuccess: ({ result: { url, provider }, tab }) => {
      toast.success(redirectMessage(provider));
      openCheckout(tab, url);
    },
    onError: (error) => {
      toast.error(error instanceof CheckoutError ? error.message : 'Failed to start checkout process');
    },
  });
}
