import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getPartyPeople } from '@/lib/party-people';
import { invitationKeys } from '@/lib/query-keys';

export interface MemberProfile {
  id: string;
  full_name: string | null;
  /** Given to the party's owner and co-admins (and to each person for themself); null otherwise. */
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

export interface PartyTeam {
  /** The owner's profile (shown first in the team); null when the party's people cannot be read. */
  owner: MemberProfile | null;
  /** Members oldest first; the owner is not a member row. */
  members: PartyMember[];
}

export const partyMembersKey = invitationKeys.members;

/** A party's owner and members with their names, avatars and (for managers) e-mail addresses. */
export async function getPartyMembers(partyId: string): Promise<PartyTeam> {
  const people = await getPartyPeople(partyId);
  const profileOf = (p: (typeof people)[number]): MemberProfile => ({ id: p.user_id, full_name: p.full_name, email: p.email, avatar_url: p.avatar_url });
  const owner = people.find((p) => p.member_id === null);
  return {
    owner: owner ? profileOf(owner) : null,
    members: people
      .filter((p) => p.member_id !== null)
      .map((p) => ({
        id: p.member_id!,
        party_id: partyId,
        user_id: p.user_id,
        permission_level: p.permission_level,
        created_at: p.joined_at,
        profiles: profileOf(p),
      })),
  };
}

export const partyMembersQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: partyMembersKey(partyId), queryFn: () => getPartyMembers(partyId), staleTime: 30_000 });

export function usePartyMembers(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyMembersQueryOptions(partyId), enabled });
}
