import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { checkoutKeys } from '@/lib/query-keys';
import type { ConfirmedOrder } from './confirm-checkout';

/** The order columns the app shows, with the lines embedded: one request for the whole list. */
const ORDER_SELECT =
  'id, kind, status, total_cents, currency, provider, created_at, paid_at, fulfilment_status, carrier, tracking_number, tracking_url, shipping_address, order_items(id, design_url, design_name, size, unit_price_cents, quantity, created_at)';

type OrderRow = ConfirmedOrder['order'] & { order_items: Array<ConfirmedOrder['items'][number] & { created_at: string }> | null };

/** One shape for every order view (My Orders, an order's page, /checkout-success): the order and its lines in checkout order. */
function toOrder({ order_items, ...order }: OrderRow): ConfirmedOrder {
  const items = [...(order_items ?? [])]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .map(({ created_at: _created, ...item }) => item);
  return { order, items };
}

/**
 * Every order of the user, newest first, in ONE query: row-level security limits orders and their
 * lines to the buyer, and the lines come embedded through order_items.order_id.
 */
export async function getMyOrders(userId: string): Promise<ConfirmedOrder[]> {
  const { data, error } = await supabase.from('orders').select(ORDER_SELECT).eq('user_id', userId).order('created_at', { ascending: false });
  if (error) throw error;
  return (data as unknown as OrderRow[]).map(toOrder);
}

/** One of the user's orders; null when there is none with that id (or it is someone else's). */
export async function getOrder(orderId: string, userId: string): Promise<ConfirmedOrder | null> {
  // Not a UUID: no such order, without asking the server to reject the filter.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return null;
  const { data, error } = await supabase.from('orders').select(ORDER_SELECT).eq('id', orderId).eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data ? toOrder(data as unknown as OrderRow) : null;
}

export const myOrdersQueryOptions = (userId: string) => queryOptions({ queryKey: checkoutKeys.myOrders(userId), queryFn: () => getMyOrders(userId) });

export const orderQueryOptions = (orderId: string, userId: string) =>
  queryOptions({ queryKey: checkoutKeys.orderById(orderId, userId), queryFn: () => getOrder(orderId, userId) });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}

export function useOrder(orderId: string, userId: string) {
  return useQuery(orderQueryOptions(orderId, userId));
}
