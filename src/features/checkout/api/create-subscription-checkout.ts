import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';

export class CheckoutError extends Error {}

/** Asks the server for a Pro subscription checkout page; answers its URL (spec §7). */
export async function createSubscriptionCheckout(): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('create-subscription-checkout');
  if (error) throw new CheckoutError(`Failed to start checkout: ${error.message || 'Please try again.'}`);
  if (!data?.url) throw new CheckoutError('No checkout URL received from server');
  return data.url;
}

/** Starts the Pro checkout and opens it in a new tab; failures are toasted with the spec's texts. */
export function useCreateSubscriptionCheckout() {
  return useMutation({
    mutationFn: createSubscriptionCheckout,
    onSuccess: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    onError: (error) => {
      toast.error(error instanceof CheckoutError ? error.message : 'Failed to start checkout process');
    },
  });
}
