import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError, Session } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/lazy-supabase';
import { safeReturnPath } from '../lib/return-path';
import type { SignUpInput } from './credentials-schema';

/** E-mail sign-up; the confirmation link (when the project requires one) returns to `next`, else /. */
export async function signUpWithPassword(input: SignUpInput): Promise<Session | null> {
  const { signUpInputSchema } = await import('./credentials-schema');
  const { email, password, next } = signUpInputSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}${safeReturnPath(next) ?? '/'}` },
  });
  if (error) throw error;
  return data.session;
}

export function useSignUp(options?: Omit<UseMutationOptions<Session | null, AuthError | Error, SignUpInput>, 'mutationFn'>) {
  return useMutation({ mutationFn: signUpWithPassword, ...options });
}
