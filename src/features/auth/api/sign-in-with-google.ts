import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/lazy-supabase';

/** Starts the Google redirect; the browser comes back to / with the session in the URL. */
export async function signInWithGoogle(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/` },
  });
  if (error) throw error;
}

export function useSignInWithGoogle(options?: Omit<UseMutationOptions<void, AuthError | Error, void>, 'mutationFn'>) {
  return useMutation({ mutationFn: signInWithGoogle, ...options });
}
