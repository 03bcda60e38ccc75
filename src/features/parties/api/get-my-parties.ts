import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';

export type PartyPlan = Database['public']['Tables']['party_plans']['Row'];

/** The signed-in user's own plans, newest first. */
export async function getMyParties(userId: string): Promise<PartyPlan[]> {
  const { data, error } = await supabase
    .from('party_plans')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const myPartiesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['party-plans', 'mine', userId], queryFn: () => getMyParties(userId) });

export function useMyParties(userId: string) {
  return useQuery(myPartiesQueryOptions(userId));
}
