import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import { toPermission, type PartyPermission } from '../lib/permissions';
import { partyKeys } from '@/lib/query-keys';

export type PartyPlan = Database['public']['Tables']['party_plans']['Row'];
export type MyParty = PartyPlan & { permission: PartyPermission };

type MyPartyRow = PartyPlan & { party_members: { permission_level: string }[] | null };

/**
 * Every plan the user owns or is a member of, newest first, in one request. get_my_parties starts
 * from the user's own rows (docs/architecture.md#start-from-the-users-rows) rather than asking
 * row-level security to find them among every plan; the embedded membership row says what the
 * user may do with each.
 */
export async function getMyParties(userId: string): Promise<MyParty[]> {
  const { data, error } = await supabase
    .rpc('get_my_parties', undefined, { get: true })
    .select('*, party_members(permission_level)')
    .eq('party_members.user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  // The generated types know the function's rows, not what can be embedded in them.
  return ((data ?? []) as unknown as MyPartyRow[]).map(({ party_members, ...plan }) => ({
    ...plan,
    permission: plan.user_id === userId ? 'owner' : toPermission(party_members?.[0]?.permission_level),
  }));
}

export const myPartiesQueryOptions = (userId: string) => queryOptions({ queryKey: partyKeys.mine(userId), queryFn: () => getMyParties(userId) });

export function useMyParties(userId: string) {
  return useQuery(myPartiesQueryOptions(userId));
}
