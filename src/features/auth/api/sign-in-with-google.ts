import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/lazy-supabase';
import { safeReturnPath } from '../lib/return-path';

/**
 * Starts the Google redirect; the browser comes back with the session in the URL to `next` (a safe
 * path on this site, safeReturnPath) or /.
 */
export async function signInWithGoogle(next?: string | null): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}${safeReturnPath(next) ?? '/'}` },
  });
  if (error) throw error;
}

export function useSignInWithGoogle(options?: Omit<UseMutationOptions<void, AuthError | Error, string | null | undefined>, 'mutationFn'>) {
  return useMutation({ mutationFn: signInWithGoogle, ...options });
}
