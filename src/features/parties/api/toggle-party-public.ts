import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { partyKeys } from '@/lib/query-keys';

/** Make Public / Make Private (docs/product.md#table-calls: planId, isPublic). */
export async function togglePartyPublic({ planId, isPublic }: { planId: string; isPublic: boolean }): Promise<void> {
  const { data, error } = await supabase.from('party_plans').update({ is_public: isPublic }).eq('id', planId).select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('The party could not be updated.');
}

export function useTogglePartyPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePartyPublic,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: partyKeys.all }), queryClient.invalidateQueries({ queryKey: partyKeys.public })]),
  });
}
