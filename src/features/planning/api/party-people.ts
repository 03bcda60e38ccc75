import { useDeferredQuery } from '@/lib/use-deferred-query';
import { partyPeopleQueryOptions, type PartyPerson } from '@/lib/party-people';

export type { PartyPerson };

/** The party's owner and members: who may own a task or have paid. */
export function usePlanningPeople(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyPeopleQueryOptions(partyId), enabled });
}

export const personName = (p: Pick<PartyPerson, 'full_name' | 'email'> | undefined) => p?.full_name || p?.email || 'A member';
