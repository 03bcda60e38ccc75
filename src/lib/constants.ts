/** Product-wide constants (docs/product.md#limits-and-constants) used by more than one feature. */
export const PRODUCT_NAME = 'Confetti';
export const SUPPORT_EMAIL = 'support@confetti.party';
export const SUPPORT_PHONE = '(312) 555-0142';
export const EMERGENCY_HOTLINE = '(312) 555-0199';
export const COMPANY_LOCATION = 'Chicago, IL';
export const PRO_PRICE_PER_MONTH = 9.99;
export const AVATAR_MAX_BYTES = 5242880;
/**
 * The image types the avatar, party-photo and chat buckets take: raster formats only. SVG can
 * carry script, so it is neither offered nor accepted.
 */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];
export const PENDING_INVITATION_KEY = 'pending_invitation_token';
