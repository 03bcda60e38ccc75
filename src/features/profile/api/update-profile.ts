import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { profileQueryKey, type Profile } from './get-profile';

/** Full name and bio are free text without bounds (docs/product.md#avatar-validation). */
export const updateProfileSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Upserts the profile row (id, email, full_name, bio, avatar_url, updated_at) and answers the saved row. */
export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  const row = updateProfileSchema.parse(input);
  const { data, error } = await supabase
    .from('profiles')
    .upsert({ ...row, updated_at: new Date().toISOString() })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(profile.id), profile);
      toast.success('Profile updated successfully!');
    },
    onError: (error) => {
      console.error('Profile update failed', error);
      toast.error('Failed to update profile');
    },
  });
}
