import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PublicPartyPlan } from './get-trending-parties';
import { partyKeys } from '@/lib/query-keys';

/** Every public plan, newest first. */
export async function getPublicParties(): Promise<PublicPartyPlan[]> {
  const { data, error } = await supabase.from('public_party_plans').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const publicPartiesQueryOptions = () =>
  queryOptions({ queryKey: partyKeys.publicList(), queryFn: getPublicParties });

export function usePublicParties() {
  return useQuery(publicPartiesQueryOptions());
}
