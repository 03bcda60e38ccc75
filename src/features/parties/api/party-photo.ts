import { useMutation } from '@tanstack/react-query';
import { RASTER_IMAGE_TYPES } from '@/lib/constants';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables } from '@/lib/database.types';
import { usePatchPartyCache } from './patch-party-cache';

export interface PhotoResult {
  imageUrl: string;
  cached: boolean;
  notice?: string;
}

/** generate-party-photo (docs/product.md#function-calls). A missing imageUrl or an error field is a failure. */
export async function generatePartyPhoto(input: {
  party: Pick<Tables<'party_plans'>, 'id' | 'party_type' | 'ideas' | 'guest_count' | 'budget'> & Partial<Pick<Tables<'party_plans'>, 'details'>>;
  regenerate?: boolean;
  customPrompt?: string;
}): Promise<PhotoResult> {
  const { party } = input;
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<PhotoResult & { error?: string }>('generate-party-photo', {
    body: {
      // The function draws from the stored plan; details (the wizard's choices) are sent for the record.
      partyData: {
        party_id: party.id,
        party_type: party.party_type,
        ideas: party.ideas,
        guest_count: party.guest_count,
        budget: party.budget,
        details: party.details ?? null,
      },
      regenerate: input.regenerate ?? false,
      ...(input.customPrompt !== undefined ? { customPrompt: input.customPrompt } : {}),
    },
  });
  if (error) throw error;
  if (!data || data.error || !data.imageUrl) throw new Error(data?.error ?? 'No image was returned');
  return data;
}

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Replaces the photo with a local image: stored in party-photos under the party's folder (only its
 * editors may write there) and saved on the plan, so it survives a reload.
 */
export async function uploadPartyPhoto({ partyId, file }: { partyId: string; file: File }): Promise<string> {
  if (!RASTER_IMAGE_TYPES.includes(file.type.toLowerCase())) throw new Error('Please select an image file.');
  if (file.size > PHOTO_MAX_BYTES) throw new Error('File size must be less than 10MB.');
  const ext = (file.name.split('.').pop() || 'jpg').toLowerCase().replace(/[^a-z0-9]/g, '') || 'jpg';
  const path = `${partyId}/upload-${Date.now()}.${ext}`;
  const supabase = await getSupabase();
  const bucket = supabase.storage.from('party-photos');
  const { error } = await bucket.upload(path, file, { contentType: file.type, cacheControl: '3600', upsert: false });
  if (error) throw error;
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const saved = await supabase.from('party_plans').update({ photo_url: url }).eq('id', partyId).select('id');
  if (saved.error) throw saved.error;
  if (!saved.data?.length) throw new Error('The photo could not be saved.');
  return url;
}

export function useGeneratePartyPhoto() {
  const patch = usePatchPartyCache();
  return useMutation({
    mutationFn: generatePartyPhoto,
    onSuccess: (r, input) => patch(input.party.id, { photo_url: r.imageUrl }),
  });
}

export function useUploadPartyPhoto() {
  const patch = usePatchPartyCache();
  return useMutation({
    mutationFn: uploadPartyPhoto,
    onSuccess: (url, input) => patch(input.partyId, { photo_url: url }),
  });
}
