import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, supabaseAnonKey, supabaseUrl } from '@/lib/supabase';
import { AVATAR_MAX_BYTES, RASTER_IMAGE_TYPES } from '@/lib/constants';
import { AVATAR_BUCKET, avatarPath, validateAvatarFile } from '../lib/avatar';
import { profileQueryKey, type Profile } from './get-profile';
import { updateProfile } from './update-profile';

/** A failure whose message is shown to the user as is. */
export class AvatarError extends Error {}

class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * PUTs the bytes straight to the storage API with XMLHttpRequest so the upload reports real
 * progress (supabase-js's upload has no progress events). Same endpoint and headers as storage-js.
 */
function putObject(path: string, file: File, accessToken: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    xhr.open('POST', `${supabaseUrl}/storage/v1/object/${AVATAR_BUCKET}/${encoded}`);
    xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'true');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = xhr.statusText || 'Upload failed';
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; error?: string };
        message = body.message ?? body.error ?? message;
      } catch {
        /* not JSON */
      }
      reject(new StorageHttpError(xhr.status, message));
    };
    xhr.onerror = () => reject(new StorageHttpError(0, 'Network error'));
    xhr.send(file);
  });
}

const isMissingBucket = (e: unknown) => e instanceof StorageHttpError && (e.status === 404 || /bucket not found/i.test(e.message));

export interface UploadAvatarInput {
  file: File | null | undefined;
  profile: Profile;
  onProgress?: (percent: number) => void;
}

/**
 * Validates the file (docs/product.md#avatar-validation), uploads it with upsert to avatars/{userId}/{userId}-{timestamp}.{ext},
 * creates the bucket if it is missing (public, images only, 5 MB), then saves the public URL.
 */
export async function uploadAvatar({ file, profile, onProgress = () => {} }: UploadAvatarInput): Promise<Profile> {
  const invalid = validateAvatarFile(file);
  if (invalid) throw new AvatarError(invalid);
  const image = file as File;

  const { data: sessionData } = await supabase.auth.getSession();
  const token = sessionData.session?.access_token;
  if (!token) throw new Error('Not signed in');

  const path = avatarPath(profile.id, image.name);
  try {
    await putObject(path, image, token, onProgress);
  } catch (error) {
    if (!isMissingBucket(error)) throw error;
    const { error: createError } = await supabase.storage.createBucket(AVATAR_BUCKET, {
      public: true,
      allowedMimeTypes: RASTER_IMAGE_TYPES,
      fileSizeLimit: AVATAR_MAX_BYTES,
    });
    if (createError) throw new AvatarError('Failed to create storage bucket. Please try again.');
    await putObject(path, image, token, onProgress);
  }
  onProgress(100);

  const { data } = supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path);
  return updateProfile({
    id: profile.id,
    email: profile.email,
    full_name: profile.full_name,
    bio: profile.bio,
    avatar_url: data.publicUrl,
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(profile.id), profile);
      toast.success('Avatar uploaded successfully!');
    },
    onError: (error) => {
      if (!(error instanceof AvatarError)) console.error('Avatar upload failed', error);
      toast.error('Error', { description: error instanceof AvatarError ? error.message : 'Failed to upload avatar' });
    },
  });
}
