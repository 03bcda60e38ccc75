import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invitationKeys } from '@/lib/query-keys';

export interface MemberProfile {
  id: string;
  full_name: string | null;
  email: string | null;
  avatar_url: string | null;
}

export interface PartyMember {
  id: string;
  party_id: string;
  user_id: string;
  permission_level: string;
  created_at: string;
  profiles: MemberProfile | null;
}

export const partyMembersKey = invitationKeys.members;

/** A party's members with their profiles, oldest first; the owner is not a member row. */
export async function getPartyMembers(partyId: string): Promise<PartyMember[]> {
  const { data, error } = await supabase
    .from('party_members')
    .select('id, party_id, user_id, permission_level, created_at, profiles(id, full_name, email, avatar_url)')
    .eq('party_id', partyId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data as unknown as PartyMember[];
}

export const partyMembersQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: partyMembersKey(partyId), queryFn: () => getPartyMembers(partyId), staleTime: 30_000 });

export function usePartyMembers(partyId: string, enabled = true) {
  return useQuery({ ...partyMembersQueryOptions(partyId), enabled });
}

/** The owner's profile (shown first in the team); null when it cannot be read. */
export async function getOwnerProfile(ownerId: string): Promise<MemberProfile | null> {
  const { data, error } = await supabase.from('profiles').select('id, full_name, email, avatar_url').eq('id', ownerId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useOwnerProfile(ownerId: string, enabled = true) {
  return useQuery({ queryKey: invitationKeys.ownerProfile(ownerId), queryFn: () => getOwnerProfile(ownerId), staleTime: 30_000, enabled });
}
