import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage, functionErrorStatus } from '@/lib/function-error';
import { checkoutKeys } from '@/lib/query-keys';
import type { ShippingAddress } from '@shared/printing/shipping-address.ts';
import type { FulfilmentStatus } from '../lib/order-status';

export interface ConfirmedOrder {
  order: {
    id: string;
    kind: 'tshirts' | 'pro_subscription';
    status: 'pending' | 'paid' | 'cancelled';
    total_cents: number;
    currency: string;
    provider: string;
    created_at: string;
    paid_at: string | null;
    /** T-shirt orders: where the printer is with it, and the package once shipped. */
    fulfilment_status?: FulfilmentStatus | null;
    carrier?: string | null;
    tracking_number?: string | null;
    tracking_url?: string | null;
    shipping_address?: ShippingAddress | null;
  };
  items: Array<{ id: string; design_url: string | null; design_name: string | null; size: string; unit_price_cents: number; quantity: number }>;
}

export class OrderNotFoundError extends Error {}

/** The caller's order for a checkout session; the server settles a paid Stripe session on the way. */
export async function confirmCheckout(sessionId: string): Promise<ConfirmedOrder> {
  const { data, error } = await supabase.functions.invoke<ConfirmedOrder>('confirm-checkout', { body: { sessionId } });
  if (error) {
    if (functionErrorStatus(error) === 404) throw new OrderNotFoundError('Order not found');
    throw new Error((await functionErrorMessage(error)) ?? 'Could not load the order');
  }
  if (!data?.order) throw new Error('Could not load the order');
  return data;
}

/** How long /checkout-success keeps asking while the payment is still being confirmed. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_GIVE_UP_MS = 60_000;

export const confirmCheckoutQueryOptions = (sessionId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: checkoutKeys.order(sessionId, userId ?? null),
    queryFn: () => confirmCheckout(sessionId),
    enabled: !!userId,
    retry: (count, error) => !(error instanceof OrderNotFoundError) && count < 2,
    staleTime: 0,
  });

/** Polls until the order is paid or cancelled (webhooks may take a moment), for at most a minute from `since`. */
export function useConfirmedOrder(sessionId: string, userId: string | undefined, since: number) {
  return useQuery({
    ...confirmCheckoutQueryOptions(sessionId, userId),
    refetchInterval: (query) => (query.state.data?.order.status === 'pending' && Date.now() - since < CONFIRM_GIVE_UP_MS ? CONFIRM_POLL_MS : false),
  });
}
