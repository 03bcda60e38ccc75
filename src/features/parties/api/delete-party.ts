import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyKeys } from '@/lib/query-keys';

/** Deletes a plan (owner or co_admin; row-level security refuses anyone else). */
export async function deleteParty(planId: string): Promise<void> {
  const { data, error } = await supabase.from('party_plans').delete().eq('id', planId).select('id');
  if (error) throw error;
  // A refused delete removes nothing and reports no error: say so.
  if (!data?.length) throw new Error('The party could not be deleted.');
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
