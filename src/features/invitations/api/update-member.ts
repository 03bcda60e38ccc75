import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PermissionLevel } from '../lib/permissions';
import { partyMembersKey } from './get-party-members';
import { peopleKeys } from '@/lib/query-keys';

/** Changes a member's level; an update the policies filtered out counts as a failure. */
export async function updateMemberPermission({ memberId, permissionLevel }: { memberId: string; permissionLevel: PermissionLevel }): Promise<void> {
  const { data, error } = await supabase.from('party_members').update({ permission_level: permissionLevel }).eq('id', memberId).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('Member not found');
}

export async function removeMember(memberId: string): Promise<void> {
  const { data, error } = await supabase.from('party_members').delete().eq('id', memberId).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('Member not found');
}

/** The team changed: its list, and the names the party chat knows (its participants). */
function refreshTeam(queryClient: QueryClient, partyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partyMembersKey(partyId) }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.party(partyId) }),
  ]);
}

export function useUpdateMemberPermission(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMemberPermission, onSettled: () => refreshTeam(queryClient, partyId) });
}

export function useRemoveMember(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSettled: () => refreshTeam(queryClient, partyId) });
}
