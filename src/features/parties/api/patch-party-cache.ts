import { useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { partyKeys } from '@/lib/query-keys';

type Patch = Partial<Tables<'party_plans'>>;

function patchValue(old: unknown, partyId: string, patch: Patch): unknown {
  if (Array.isArray(old)) return old.map((p) => (p && p.id === partyId ? { ...p, ...patch } : p));
  if (old && typeof old === 'object' && 'party' in old) {
    const o = old as { party: { id: string } };
    return o.party.id === partyId ? { ...o, party: { ...o.party, ...patch } } : old;
  }
  return old;
}

/**
 * Applies a change the server has accepted to every cached reading of the party (detail page,
 * lists), so the page updates without fetching the plan again.
 */
export function usePatchPartyCache() {
  const queryClient = useQueryClient();
  return (partyId: string, patch: Patch) => {
    for (const queryKey of [partyKeys.all, partyKeys.public]) {
      queryClient.setQueriesData<unknown>({ queryKey }, (old: unknown) => patchValue(old, partyId, patch));
    }
  };
}
