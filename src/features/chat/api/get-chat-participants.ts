import { useDeferredQuery } from '@/lib/use-deferred-query';
import { partyPeopleQueryOptions, type PartyPerson } from '@/lib/party-people';

export interface Participant {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
}

/** The party's owner and members by id, with their names and avatars, for messages and presence. */
function byId(people: PartyPerson[]): Record<string, Participant> {
  const participants: Record<string, Participant> = {};
  for (const p of people) participants[p.user_id] = { id: p.user_id, full_name: p.full_name, avatar_url: p.avatar_url };
  return participants;
}

export function useChatParticipants(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...partyPeopleQueryOptions(partyId), select: byId, enabled });
}
