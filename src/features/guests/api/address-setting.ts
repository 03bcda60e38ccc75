import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

const settingsKey = (partyId: string) => [...guestKeys.all, 'settings', partyId] as const;

/** The host's guest settings (get_guest_settings): managers only. */
export function useGuestSettings(partyId: string) {
  return useDeferredQuery({
    queryKey: settingsKey(partyId),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('get_guest_settings', { p_party_id: partyId });
      if (error) throw error;
      return data as { plus_ones_allowed: number; address_after_answer: boolean };
    },
  });
}

/** 'Show the address only to guests who answered Going or Maybe' (set_address_after_answer; the invitation functions enforce it). */
export function useSetAddressAfterAnswer(partyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const { error } = await supabase.rpc('set_address_after_answer', { p_party_id: partyId, p_on: on });
      if (error) throw error;
    },
    onSuccess: (_data, on) =>
      queryClient.setQueryData(settingsKey(partyId), (old: { plus_ones_allowed: number; address_after_answer: boolean } | undefined) =>
        old ? { ...old, address_after_answer: on } : old,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKey(partyId) }),
  });
}
