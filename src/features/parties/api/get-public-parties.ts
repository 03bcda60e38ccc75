import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicReader } from '@/lib/lazy-supabase';
import { PREFETCHED_READS, takePrefetched } from '@/lib/prefetch';
import type { PublicPartyPlan } from './get-trending-parties';
import { partyKeys } from '@/lib/query-keys';

/** Every public plan, newest first: the prerendered page's early read when it made one. */
export async function getPublicParties(): Promise<PublicPartyPlan[]> {
  return takePrefetched<PublicPartyPlan>(PREFETCHED_READS.publicParties)?.catch(fetchAll) ?? fetchAll();
}

async function fetchAll(): Promise<PublicPartyPlan[]> {
  // A visitor's list comes through the small anon reader: this page need not load the Supabase SDK.
  const reader = await getPublicReader();
  const { data, error } = await reader.from('public_party_plans').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const publicPartiesQueryOptions = () =>
  queryOptions({ queryKey: partyKeys.publicList(), queryFn: getPublicParties });

export function usePublicParties() {
  return useQuery(publicPartiesQueryOptions());
}
