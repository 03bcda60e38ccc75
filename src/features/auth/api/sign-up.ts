import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError, Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { getSupabase } from '@/lib/lazy-supabase';
import { safeReturnPath } from '../lib/return-path';

export const signUpInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
  /** Where the confirmation link returns to (a safe path on this site); / without one. */
  next: z.string().nullish(),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** E-mail sign-up; the confirmation link (when the project requires one) returns to `next`, else /. */
export async function signUpWithPassword(input: SignUpInput): Promise<Session | null> {
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
