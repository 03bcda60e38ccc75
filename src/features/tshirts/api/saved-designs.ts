import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { DESIGN_BUCKET, designName, designPrefix, designTimestamp } from '../lib/design-files';
import { tshirtKeys } from '@/lib/query-keys';

export interface SavedDesign {
  /** Path in the bucket: {userId}/{partyId}_design_{timestamp}.png */
  path: string;
  fileName: string;
  designName: string;
  createdAt: string;
  publicUrl: string;
}

/** The user's saved designs for a party, newest first (docs/product.md#storage-calls: list {userId} searched by {partyId}_design_). */
export async function getSavedDesigns(userId: string, partyId: string, title: string): Promise<SavedDesign[]> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(DESIGN_BUCKET);
  const { data, error } = await bucket.list(userId, { search: designPrefix(partyId), sortBy: { column: 'created_at', order: 'desc' }, limit: 100 });
  if (error) throw error;
  return (data ?? []).flatMap((file) => {
    const ts = designTimestamp(file.name, partyId);
    if (ts === null) return [];
    const path = `${userId}/${file.name}`;
    return [
      {
        path,
        fileName: file.name,
        designName: designName(title, ts),
        createdAt: file.created_at ?? new Date(ts).toISOString(),
        publicUrl: bucket.getPublicUrl(path).data.publicUrl,
      },
    ];
  });
}

export const savedDesignsQueryKey = tshirtKeys.savedDesigns;

export const savedDesignsQueryOptions = (userId: string, partyId: string, title: string) =>
  queryOptions({ queryKey: savedDesignsQueryKey(userId, partyId), queryFn: () => getSavedDesigns(userId, partyId, title) });

export function useSavedDesigns(userId: string | undefined, partyId: string, title: string) {
  return useDeferredQuery({ ...savedDesignsQueryOptions(userId ?? '', partyId, title), enabled: !!userId });
}
