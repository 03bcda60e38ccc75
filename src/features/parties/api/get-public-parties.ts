import { useInfiniteQuery } from '@tanstack/react-query';
import { PUBLIC_READS } from '@/lib/prefetch';
import { publicListQueryOptions } from '@/lib/public-list-query';
import type { PublicPartyPlan } from './get-trending-parties';
import { partyKeys } from '@/lib/query-keys';

/** Public plans, newest first, a page at a time. */
export const publicPartiesQueryOptions = () => publicListQueryOptions<PublicPartyPlan>(partyKeys.publicList(), PUBLIC_READS.publicParties);

export function usePublicParties() {
  return useInfiniteQuery(publicPartiesQueryOptions());
}
