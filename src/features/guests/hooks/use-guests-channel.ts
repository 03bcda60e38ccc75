import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

/**
 * Live guest list: any change to the party's guests (an answer, a head-count, a host-added guest)
 * refetches the list, whose private fields come only from get_party_guests. Row-level security
 * filters the events per subscriber, as for the chat (docs/decisions.md#guests-and-head-counts).
 */
export function useGuestsChannel(partyId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: guestKeys.list(partyId) });
    let subscribedBefore = false;
    // A topic of its own per subscription: supabase.channel() hands back an existing channel of the
    // same name, which a quick remount (StrictMode) would find half removed.
    const channel = supabase
      .channel(`party-guests:${partyId}:${crypto.randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'party_guests', filter: `party_id=eq.${partyId}` }, refetch)
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        // Changes made while disconnected were not delivered.
        if (subscribedBefore) refetch();
        subscribedBefore = true;
      });
    return () => void supabase.removeChannel(channel);
  }, [partyId, enabled, queryClient]);
}
