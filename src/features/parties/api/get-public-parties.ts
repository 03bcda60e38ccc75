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

/** One public plan by id (the one a visitor chose to reuse before signing in); null when it is no longer public. */
export async function fetchPublicParty(id: string): Promise<PublicPartyPlan | null> {
  const { getSupabase } = await import('@/lib/lazy-supabase');
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('public_party_plans').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as PublicPartyPlan | null;
}
