import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthError, Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { getSupabase } from '@/lib/lazy-supabase';

export const signInInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** Password sign-in. Rejects with the auth service's error (its message is shown verbatim). */
export async function signInWithPassword(input: SignInInput): Promise<Session | null> {
  const { email, password } = signInInputSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

export function useSignIn(options?: Omit<UseMutationOptions<Session | null, AuthError | Error, SignInInput>, 'mutationFn'>) {
  return useMutation({ mutationFn: signInWithPassword, ...options });
}
