import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Database } from '@/lib/database.types';
import { profileKeys } from '@/lib/query-keys';

export type Profile = Database['public']['Tables']['profiles']['Row'];

/** What we show when the row is missing or unreadable: the auth user's own data (docs/product.md#profile-messages). */
export function profileFromUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): Profile {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = typeof meta.full_name === 'string' ? meta.full_name : typeof meta.name === 'string' ? meta.name : null;
  const now = new Date().toISOString();
  return {
    id: user.id,
    email: user.email ?? null,
    full_name: name,
    bio: null,
    avatar_url: null,
    is_pro: false,
    pro_since: null,
    created_at: now,
    updated_at: now,
  };
}

/** The user's profile row; 'no rows' (PGRST116) quietly falls back, other errors are logged and fall back. */
export async function getProfile(user: Pick<User, 'id' | 'email' | 'user_metadata'>): Promise<Profile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select('*').eq('id', user.id).single();
  if (error) {
    if (error.code !== 'PGRST116') console.error('Could not load the profile', error);
    return profileFromUser(user);
  }
  return data;
}

export const profileQueryKey = profileKeys.detail;

export const profileQueryOptions = (user: Pick<User, 'id' | 'email' | 'user_metadata'>) =>
  queryOptions({ queryKey: profileQueryKey(user.id), queryFn: () => getProfile(user) });

export function useProfile(user: Pick<User, 'id' | 'email' | 'user_metadata'>) {
  return useQuery(profileQueryOptions(user));
}
