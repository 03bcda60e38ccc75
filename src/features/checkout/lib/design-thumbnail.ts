import { supabase } from '@/lib/supabase';
import { designObjectPath } from '@shared/checkout/safe-urls.ts';

/**
 * A small rendition of an ordered design: the storage render endpoint resizes it, so a list of
 * orders does not download every 1000×1000 original. Anything that is not a saved design's
 * public URL is shown as it is.
 */
export function designThumbnailUrl(designUrl: string, size: number): string {
  const path = designObjectPath(designUrl);
  if (!path) return designUrl;
  return supabase.storage.from('tshirt-designs').getPublicUrl(path, { transform: { width: size, height: size, resize: 'contain' } }).data.publicUrl;
}
