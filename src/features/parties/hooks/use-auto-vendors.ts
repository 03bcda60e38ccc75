import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import type { DetailParty } from '../api/get-party';
import { useSearchVendors, type PartyVendor } from '../api/party-vendors';

const attempted = new Set<string>();

/**
 * Fetches local vendors once when the party has none stored and has a location, type and budget
 * (docs/product.md#detail-page-states). Returns the provider's message when it could not search (e.g. not configured).
 */
export function useAutoVendors(party: DetailParty, vendors: PartyVendor[] | undefined, userId: string | null, canEdit: boolean) {
  const search = useSearchVendors(party.id);
  const { mutate } = search;
  const [message, setMessage] = useState<string | undefined>();
  const ready = canEdit && !!userId && vendors !== undefined && vendors.length === 0 && !!party.location && !!party.party_type && !!party.budget;

  useEffect(() => {
    if (!ready || attempted.has(party.id)) return;
    attempted.add(party.id);
    mutate(
      { party, userId: userId!, existing: [] },
      {
        onSuccess: (r) => {
          if (r.added.length) toast.success(`Found ${r.added.length} vendors for your party!`);
          else setMessage(r.message);
        },
        onError: () => toast.error('Failed to load vendors automatically'),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, party.id, mutate]);

  return { search, message, setMessage };
}
