import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '@/lib/query-keys';

export interface NewGuest {
  partyId: string;
  name: string;
  email: string;
  headCount: number;
  answer: 'accepted' | 'maybe' | 'declined';
  dietary: string;
  note: string;
}

/** A guest who will never sign in (add_party_guest); managers only, the database checks. */
export async function addPartyGuest(g: NewGuest): Promise<void> {
  const { error } = await supabase.rpc('add_party_guest', {
    p_party_id: g.partyId,
    p_name: g.name,
    p_email: g.email,
    p_head_count: g.headCount,
    p_answer: g.answer,
    p_dietary: g.dietary,
    p_note: g.note,
  });
  if (error) throw error;
}

export async function removePartyGuest({ guestId }: { partyId: string; guestId: string }): Promise<void> {
  const { error } = await supabase.rpc('remove_party_guest', { p_guest_id: guestId });
  if (error) throw error;
}

export async function setGuestLimit({ partyId, plusOnes }: { partyId: string; plusOnes: number }): Promise<void> {
  const { error } = await supabase.rpc('set_guest_limit', { p_party_id: partyId, p_plus_ones: plusOnes });
  if (error) throw error;
}

function useGuestMutation<T extends { partyId: string }>(fn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: guestKeys.list(input.partyId) }),
  });
}

export const useAddPartyGuest = () => useGuestMutation(addPartyGuest);
export const useRemovePartyGuest = () => useGuestMutation(removePartyGuest);
export const useSetGuestLimit = () => useGuestMutation(setGuestLimit);
