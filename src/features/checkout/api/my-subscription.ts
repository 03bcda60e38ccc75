import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { checkoutKeys } from '@/lib/query-keys';

export interface MySubscription {
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
}

/**
 * The member's current Pro subscription as the payment provider last reported it (rows written by
 * the webhook or the local checkout; row-level security shows a user only their own). Null: none.
 */
export async function getMySubscription(): Promise<MySubscription | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('subscriptions')
    .select('status, cancel_at_period_end, current_period_end')
    .in('status', ['active', 'trialing', 'past_due', 'unpaid'])
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  return data[0] ?? null;
}

export const mySubscriptionQueryOptions = (userId: string) => queryOptions({ queryKey: checkoutKeys.subscription(userId), queryFn: getMySubscription });

export function useMySubscription(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...mySubscriptionQueryOptions(userId ?? ''), enabled: !!userId && enabled });
}
