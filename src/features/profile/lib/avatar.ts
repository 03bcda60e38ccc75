import { AVATAR_MAX_BYTES, RASTER_IMAGE_TYPES } from '@/lib/constants';

export const AVATAR_BUCKET = 'avatars';

/** The first avatar rule a file breaks (docs/product.md#avatar-validation), or null when it may be uploaded. */
export function validateAvatarFile(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return 'You must select an image to upload.';
  if (!RASTER_IMAGE_TYPES.includes(file.type.toLowerCase())) return 'Please select an image file.';
  if (file.size >= AVATAR_MAX_BYTES) return 'File size must be less than 5MB.';
  return null;
}

/** Storage path of a new avatar: {userId}/{userId}-{timestamp}.{ext} (docs/product.md#storage-calls). */
export function avatarPath(userId: string, fileName: string, timestamp: number = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : 'png';
  return `${userId}/${userId}-${timestamp}.${ext}`;
}
