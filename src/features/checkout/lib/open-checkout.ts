import { toast } from '@/lib/toast';

/**
 * Opens the payment page in a new tab (docs/product.md#function-calls). The tab is not given `window.opener`. When a
 * pop-up blocker stops it, the toast offers the link instead, so the user is never stuck.
 */
export function openCheckout(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  toast('Your browser blocked the checkout tab.', {
    action: { label: 'Open checkout', onClick: () => window.location.assign(url) },
    duration: 15_000,
  });
}

/** 'Redirecting to Stripe-style checkout...' naming the payment page the server chose (docs/product.md#t-shirt-and-checkout-messages). */
export function redirectMessage(provider: unknown): string {
  return provider === 'local' ? 'Redirecting to the local test checkout...' : 'Redirecting to Stripe checkout...';
}
