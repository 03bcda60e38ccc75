import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables } from '@/lib/database.types';
import { DESIGN_BUCKET, designName, designTimestamp, partyTitle } from '../lib/design-files';
import { savedDesignsQueryKey } from './saved-designs';

export interface SavedDesignRef {
  publicUrl: string;
  designName: string;
}

/** save-tshirt-design (docs/product.md#function-calls): stores a generated design and answers where it lives. */
export async function saveDesign(imageUrl: string, userId: string, party: Tables<'party_plans'>): Promise<SavedDesignRef> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ filePath?: string }>('save-tshirt-design', {
    body: { imageUrl, userId, partyId: party.id, partyType: party.party_type, partyFor: party.party_for },
  });
  if (error || !data?.filePath) throw new Error('Failed to save design');
  const fileName = data.filePath.slice(data.filePath.indexOf('/') + 1);
  return {
    publicUrl: supabase.storage.from(DESIGN_BUCKET).getPublicUrl(data.filePath).data.publicUrl,
    designName: designName(partyTitle(party), designTimestamp(fileName, party.id) ?? Date.now()),
  };
}

export function useSaveDesign(userId: string | undefined, party: Tables<'party_plans'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => saveDesign(imageUrl, userId!, party),
    onSuccess: () => {
      toast.success('Design saved successfully!');
      if (userId) void queryClient.invalidateQueries({ queryKey: savedDesignsQueryKey(userId, party.id) });
    },
    onError: () => toast.error('Failed to save design'),
  });
}
