import type { ImageSlot } from './storage-image.ts';

// The slots of the pictures a public page shows first. The prerendered pages preload the first
// one from the page's early read (src/lib/prefetch.ts), so they are kept apart from the components.

/** Quality of every rendition: visibly clean at card size, about a third of the bytes of 80. */
export const QUALITY = 70;

/** A card's picture: the card's full width (one, two or three cards a row) by 160 px. */
export const CARD_IMAGE_SLOT: ImageSlot = {
  widths: [400, 640, 960],
  aspect: 2.4,
  sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
};

/** The party page's photo: the overview column's width (the whole screen on a phone), the photo keeping its own shape under object-cover. */
export const BANNER_SLOT: ImageSlot = { widths: [640, 960, 1280, 1600], sizes: '(min-width: 1024px) 60vw, 100vw' };
