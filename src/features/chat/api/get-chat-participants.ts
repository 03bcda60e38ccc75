import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { chatKeys } from '@/lib/query-keys';
import { getPartyPeople } from '@/lib/party-people';

export interface Participant {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
}

export const chatParticipantsKey = chatKeys.participants;

/** The party's owner and members with their names and avatars, for messages and presence. */
export async function getChatParticipants(partyId: string): Promise<Record<string, Participant>> {
  const byId: Record<string, Participant> = {};
  for (const p of await getPartyPeople(partyId)) {
    byId[p.user_id] = { id: p.user_id, full_name: p.full_name, avatar_url: p.avatar_url };
  }
  return byId;
}

export const chatParticipantsQueryOptions = (partyId: string) =>
  queryOptions({ queryKey: chatParticipantsKey(partyId), queryFn: () => getChatParticipants(partyId), staleTime: 60_000 });

export function useChatParticipants(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...chatParticipantsQueryOptions(partyId), enabled });
}
