import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicReader } from '@/lib/lazy-supabase';
import type { Database } from '@/lib/database.types';
import { partyKeys } from '@/lib/query-keys';

export type PublicPartyPlan = Database['public']['Views']['public_party_plans']['Row'];

export const TRENDING_COUNT = 6;

/** The newest public plans for the landing carousel (the view omits location and date). */
export async function getTrendingParties(): Promise<PublicPartyPlan[]> {
  const reader = await getPublicReader();
  const { data, error } = await reader
    .from('public_party_plans')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(TRENDING_COUNT);
  if (error) throw error;
  return data ?? [];
}

export const trendingPartiesQueryOptions = () =>
  queryOptions({ queryKey: partyKeys.trending(), queryFn: getTrendingParties });

export function useTrendingParties() {
  return useQuery(trendingPartiesQueryOptions());
}
