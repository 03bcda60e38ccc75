/// <reference types="vite/client" />
import { StorageClient } from '@supabase/storage-js';
import { describe, expect, it } from 'vitest';
import { renderedUrl, responsiveImage } from '@/lib/storage-image';
import { supabaseUrl } from '@/lib/supabase-config';

const storage = new StorageClient(`${supabaseUrl}/storage/v1`, {});
const photo = storage.from('party-photos').getPublicUrl('c0ffee00-0000-4000-8000-000000000001/photo.png').data.publicUrl;

describe('card photos through Storage’s render route', () => {
  it('builds the same URL as supabase-js’s getPublicUrl(path, { transform })', () => {
    const expected = storage
      .from('party-photos')
      .getPublicUrl('c0ffee00-0000-4000-8000-000000000001/photo.png', { transform: { width: 640, height: 267, resize: 'cover', quality: 70 } }).data.publicUrl;
    const ours = new URL(renderedUrl(photo, 640, 267)!);
    const theirs = new URL(expected);
    expect(ours.origin + ours.pathname).toBe(theirs.origin + theirs.pathname);
    expect(Object.fromEntries(ours.searchParams)).toEqual(Object.fromEntries(theirs.searchParams));
  });

  it('keeps the cache-busting stamp of a regenerated photo', () => {
    const url = new URL(renderedUrl(`${photo}?t=1795602934405`, 400, 167)!);
    expect(url.searchParams.get('t')).toBe('1795602934405');
    expect(url.searchParams.get('width')).toBe('400');
  });

  it('offers each width cropped to the slot, and leaves pictures from elsewhere as they are', () => {
    const image = responsiveImage(photo, { widths: [400, 800], aspect: 2, sizes: '100vw' });
    expect(image.srcSet).toMatch(/render\/image\/public\/party-photos\/.*width=400&height=200.* 400w, .*width=800&height=400.* 800w$/);
    expect(image.src).toContain('width=400');
    expect(image.sizes).toBe('100vw');
    expect(responsiveImage('https://images.example.com/a.png', { widths: [400], aspect: 2, sizes: '100vw' })).toEqual({
      src: 'https://images.example.com/a.png',
    });
  });
});
