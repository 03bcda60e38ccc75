import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_READS } from '@/lib/prefetch';
import { readPublic } from '@/lib/public-rest';
import type { Database } from '@/lib/database.types';
import { partyKeys } from '@/lib/query-keys';

export type PublicPartyPlan = Database['public']['Views']['public_party_plans']['Row'];

/** The newest public plans for the landing carousel (the view omits location and date). */
export async function getTrendingParties(): Promise<PublicPartyPlan[]> {
  return readPublic<PublicPartyPlan>(PUBLIC_READS.trending);
}

export const trendingPartiesQueryOptions = () => queryOptions({ queryKey: partyKeys.trending(), queryFn: getTrendingParties });

export function useTrendingParties() {
  return useQuery(trendingPartiesQueryOptions());
}
