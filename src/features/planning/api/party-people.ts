import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getPartyPeople, type PartyPerson } from '@/lib/party-people';
import { planningKeys } from '@/lib/query-keys';

export type { PartyPerson };

/** The party's owner and members: who may own a task or have paid. */
export const partyPeopleQueryOptions = (partyId: string) => queryOptions({ queryKey: planningKeys.people(partyId), queryFn: () => getPartyPeople(partyId) });

export function usePlanningPeople(partyId: string, enabled = true) {
  return useDeferredQuery({ ...partyPeopleQueryOptions(partyId), enabled });
}

export const personName = (p: Pick<PartyPerson, 'full_name' | 'email'> | undefined) => p?.full_name || p?.email || 'A member';
