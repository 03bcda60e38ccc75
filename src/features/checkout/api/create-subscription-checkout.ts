import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { functionErrorMessage } from '@/lib/function-error';
import { openCheckout, redirectMessage, withCheckoutTab } from '../lib/open-checkout';

export class CheckoutError extends Error {}

/** Asks the server for a Pro subscription checkout page (9.99 per month); answers its URL (docs/product.md#function-calls). */
export async function createSubscriptionCheckout(): Promise<{ url: string; provider: 'stripe' | 'local' }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string; provider?: string }>('create-subscription-checkout');
  if (error) throw new CheckoutError(`Failed to start checkout: ${(await functionErrorMessage(error)) || 'Please try again.'}`);
  if (!data?.url) throw new CheckoutError('Failed to get checkout URL');
  return { url: data.url, provider: data.provider === 'local' ? 'local' : 'stripe' };
}

/** Starts the Pro checkout and opens it in a new tab; failures are toasted with the product's texts. */
export function useCreateSubscriptionCheckout() {
  return useMutation({
    // `tab`: the payment page's tab when the press has opened it already (openCheckoutTab).
    mutationFn: (tab?: Window | null) => withCheckoutTab(createSubscriptionCheckout, tab),
    onSuccess: ({ result: { url, provider }, tab }) => {
      toast.success(redirectMessage(provider));
      openCheckout(tab, url);
    },
    onError: (error) => {
      toast.error(error instanceof CheckoutError ? error.message : 'An unexpected error occurred');
    },
  });
}
