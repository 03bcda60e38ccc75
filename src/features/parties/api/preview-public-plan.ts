import { useQuery } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { partyKeys } from '@/lib/query-keys';
import { publicFields, type PublicField } from '../lib/public-fields';

/** What Make Public would publish, from the function that writes the public projection. */
export async function previewPublicPlan(partyId: string): Promise<PublicField[]> {
  const { data, error } = await supabase.rpc('preview_public_plan', { p_party_id: partyId });
  if (error) throw error;
  return publicFields((data ?? {}) as Record<string, Json | undefined>);
}

export function usePreviewPublicPlan(partyId: string | null) {
  return useQuery({
    queryKey: [...partyKeys.all, 'public-preview', partyId],
    queryFn: () => previewPublicPlan(partyId!),
    enabled: Boolean(partyId),
    staleTime: 0,
  });
}
