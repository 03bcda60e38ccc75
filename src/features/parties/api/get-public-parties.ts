import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_READS } from '@/lib/prefetch';
import { readPublic } from '@/lib/public-rest';
import type { PublicPartyPlan } from './get-trending-parties';
import { partyKeys } from '@/lib/query-keys';

/** Every public plan, newest first. */
export async function getPublicParties(): Promise<PublicPartyPlan[]> {
  return readPublic<PublicPartyPlan>(PUBLIC_READS.publicParties);
}

export const publicPartiesQueryOptions = () =>
  queryOptions({ queryKey: partyKeys.publicList(), queryFn: getPublicParties });

export function usePublicParties() {
  return useQuery(publicPartiesQueryOptions());
}
