import { useState } from 'react';
import { QUALITY } from './image-slots';
import { supabaseUrl } from './supabase-config';

/** How a picture fills its slot: the widths to offer, the slot's shape and the `sizes` the page lays it out at. */
export interface ImageSlot {
  /** Widths (in image pixels) the browser may choose from for its screen and density. */
  widths: readonly number[];
  /** Width ÷ height of the slot; each rendition is cropped to it. Without it, the picture keeps its own shape. */
  aspect?: number;
  /** The slot's width at each breakpoint, as the `sizes` attribute takes it. */
  sizes: string;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Storage's render route for a public object of this project, as supabase-js's
 * `getPublicUrl(path, { transform })` builds it: Storage resizes and crops the image and answers
 * WebP to browsers that accept it (docs/decisions.md#images-and-caching). Any other URL is null.
 */
export function renderedUrl(url: string, width: number, height?: number): string | null {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/`;
  if (!url.startsWith(base)) return null;
  const [objectPath, query = ''] = url.slice(base.length).split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  if (height) {
    params.set('height', String(height));
    params.set('resize', 'cover');
  }
  params.set('quality', String(QUALITY));
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/render/image/public/${objectPath}?${params}`;
}

/** `src`, `srcset` and `sizes` for a picture in a slot; a picture from elsewhere is shown as it is. */
export function responsiveImage(url: string, slot: ImageSlot): ResponsiveImage {
  const renditions = slot.widths.map((w) => [w, renderedUrl(url, w, slot.aspect ? Math.round(w / slot.aspect) : undefined)] as const);
  if (renditions.some(([, u]) => u === null)) return { src: url };
  return {
    src: renditions[0]![1]!,
    srcSet: renditions.map(([w, u]) => `${u} ${w}w`).join(', '),
    sizes: slot.sizes,
  };
}

/**
 * `responsiveImage` for an <img>, with a way back: a picture Storage cannot render (a BMP, say)
 * is shown from its plain URL instead; `onBroken` runs when that fails too.
 */
export function useStorageImage(url: string, slot: ImageSlot, onBroken?: () => void): ResponsiveImage & { onError: () => void } {
  const [plain, setPlain] = useState<string | null>(null);
  const image = plain === url ? { src: url } : responsiveImage(url, slot);
  return { ...image, onError: () => (image.srcSet ? setPlain(url) : onBroken?.()) };
}
