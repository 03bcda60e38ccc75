import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError, Session } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/lazy-supabase';
import type { SignInInput } from './credentials-schema';

/** Password sign-in. Rejects with the auth service's error (its message is shown verbatim). */
export async function signInWithPassword(input: SignInInput): Promise<Session | null> {
  const { signInInputSchema } = await import('./credentials-schema');
  const { email, password } = signInInputSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

export function useSignIn(options?: Omit<UseMutationOptions<Session | null, AuthError | Error, SignInInput>, 'mutationFn'>) {
  return useMutation({ mutationFn: signInWithPassword, ...options });
}
