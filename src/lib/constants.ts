import { contactDetails } from './contact-details';

/** Product-wide constants (docs/product.md#limits-and-constants) used by more than one feature. */
export const PRODUCT_NAME = 'Confetti';
/** The configured support address (`VITE_SUPPORT_EMAIL`, docs/configuration.md). */
export const SUPPORT_EMAIL = contactDetails().email;
export const PRO_PRICE_PER_MONTH = 9.99;
export const AVATAR_MAX_BYTES = 5242880;
/**
 * The image types the avatar, party-photo and chat buckets take: raster formats only. SVG can
 * carry script, so it is neither offered nor accepted.
 */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];
export const PENDING_INVITATION_KEY = 'pending_invitation_token';
