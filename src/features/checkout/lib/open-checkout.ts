import { toast } from '@/lib/toast';
import { openWaitingTab, sendTab, withWaitingTab } from '@/lib/waiting-tab';

const STARTING = 'Starting checkout...';

/** The payment page's tab, opened at the press (null where the browser blocked it). */
export const openCheckoutTab = () => openWaitingTab(STARTING);

/**
 * Asks the server for a checkout (`start`) with the payment page's tab already open (`tab`, or one
 * opened now): opened at the press, the person sees it at once rather than a second later, and a
 * pop-up blocker lets it through. The tab closes again if the checkout cannot start.
 */
export const withCheckoutTab = <T>(start: () => Promise<T>, tab?: Window | null) => withWaitingTab(STARTING, start, tab);

/**
 * Shows the payment page in the tab opened at the press. When a pop-up blocker stopped that tab (or
 * the person closed it), the toast offers the link instead, so the user is never stuck.
 */
export function openCheckout(tab: Window | null, url: string): void {
  if (sendTab(tab, url)) return;
  toast('Your browser blocked the checkout tab.', {
    action: { label: 'Open checkout', onClick: () => window.location.assign(url) },
    duration: 15_000,
  });
}

/** 'Redirecting to Stripe-style checkout...' naming the payment page the server chose (docs/product.md#t-shirt-and-checkout-messages). */
export function redirectMessage(provider: unknown): string {
  return provider === 'local' ? 'Redirecting to the local test checkout...' : 'Redirecting to Stripe checkout...';
}
