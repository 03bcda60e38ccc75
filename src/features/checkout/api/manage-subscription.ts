import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { functionErrorMessage } from '@/lib/function-error';

/**
 * manage-subscription (docs/product.md#cancelling-pro): the page where the member cancels Pro, Stripe's customer portal
 * or the local checkout's stand-in for it; both send the member back to /profile.
 */
export async function openSubscriptionManagement(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('manage-subscription');
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'Could not open your billing page. Please try again.');
  if (!data?.url) throw new Error('Could not open your billing page. Please try again.');
  return data.url;
}

export function useManageSubscription() {
  return useMutation({
    mutationFn: openSubscriptionManagement,
    // In this tab, as Stripe's portal expects: it sends the member back to /profile.
    onSuccess: (url) => void window.open(url, '_self'),
    onError: (error) => toast.error(error.message),
  });
}
