import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from './lazy-supabase';
import { peopleKeys } from './query-keys';

/** One of a party's people as `get_party_people` returns them. */
export interface PartyPerson {
  user_id: string;
  /** The party_members row; null for the owner, who is not a member row. */
  member_id: string | null;
  /** 'owner' for the owner, else the member's level. */
  permission_level: string;
  full_name: string | null;
  avatar_url: string | null;
  /** The caller's own address, and members' addresses when the caller is the owner or a co-admin; else null. */
  email: string | null;
  joined_at: string;
}

/**
 * The party's owner first, then its members in the order they joined; empty for someone who may
 * not view the party. Profiles are readable by their own user only, so co-members' names and
 * avatars come from this RPC, which gives e-mail addresses to the party's managers alone.
 */
export async function getPartyPeople(partyId: string): Promise<PartyPerson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_party_people', { p_party_id: partyId });
  if (error) throw error;
  return Array.isArray(data) ? (data as unknown as PartyPerson[]) : [];
}

/** One query for every section of a party page that names its people (peopleKeys). */
export const partyPeopleQueryOptions = (partyId: string) => queryOptions({ queryKey: peopleKeys.party(partyId), queryFn: () => getPartyPeople(partyId) });
