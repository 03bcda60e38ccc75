import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { DetailParty } from '../api/get-party';
import { usePartyVendors } from '../api/party-vendors';
import { useAutoVendors } from './use-auto-vendors';

/** The party's vendors, their first automatic search, and 'Find More Vendors'. */
export function usePartyVendorsSection({ party, userId, canEdit, enabled }: { party: DetailParty; userId: string | null; canEdit: boolean; enabled: boolean }) {
  const vendors = usePartyVendors(party.id, enabled);
  const auto = useAutoVendors(party, vendors.data, userId, canEdit);

  useEffect(() => {
    if (vendors.isError) toast.error('Failed to load vendors');
  }, [vendors.isError]);

  function findMore() {
    if (!userId) return;
    auto.search.mutate(
      { party, userId, existing: vendors.data ?? [] },
      {
        onSuccess: (r) => {
          if (r.added.length) toast.success(`Found ${r.added.length} new vendors!`);
          else if (r.duplicates > 0) toast.info('No new unique vendors found');
          else toast.info('No additional vendors found in your area', r.message ? { description: r.message } : undefined);
          if (!r.added.length && r.message) auto.setMessage(r.message);
        },
        onError: () => toast.error('Failed to search for more vendors'),
      },
    );
  }

  return { vendors, searching: auto.search.isPending, message: auto.message, findMore };
}
