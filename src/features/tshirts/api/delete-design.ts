import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import { DESIGN_BUCKET } from '../lib/design-files';
import { savedDesignsQueryKey, type SavedDesign } from './saved-designs';

/** Removes a saved design; the bucket's policies let only its owner do it. */
export async function deleteDesign(path: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(DESIGN_BUCKET).remove([path]);
  if (error) throw error;
  if (!data?.length) throw new Error('Nothing was deleted');
}

export function useDeleteDesign(userId: string, partyId: string) {
  const queryClient = useQueryClient();
  const key = savedDesignsQueryKey(userId, partyId);
  return useMutation({
    mutationFn: (design: SavedDesign) => deleteDesign(design.path),
    onSuccess: (_, design) => {
      queryClient.setQueryData<SavedDesign[]>(key, (list) => list?.filter((d) => d.path !== design.path));
      toast.success('Design deleted successfully');
    },
    onError: () => toast.error('Failed to delete design'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
