import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { inject } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';

export const apiUrl = () => inject('apiUrl');

/** An unmodified supabase-js client that keeps its session in memory only. */
export function anonClient(): SupabaseClient<Database> {
  return createClient<Database>(inject('apiUrl'), inject('anonKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(inject('apiUrl'), inject('serviceRoleKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export const PASSWORD = 'Correct-Horse-Battery-9';

/** Signs up a fresh user and returns a client signed in as them. */
export async function signedInClient(tag = 'user', fullName?: string): Promise<{ client: SupabaseClient<Database>; userId: string; email: string }> {
  const client = anonClient();
  const email = uniqueEmail(tag);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: fullName ?? tag } } });
  if (error) throw error;
  if (!data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw signIn.error;
  }
  return { client, userId: data.user!.id, email };
}

/**
 * A signed URL's token as it is once its time is up, without waiting for it: the same claims,
 * with `iat` and `exp` moved back by the token's own lifetime plus a second, signed with the
 * project's JWT secret as the stack signs them (the test stack runs with the default secret).
 */
export async function pastItsTime(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const shift = claims.exp! - claims.iat! + 1;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(claims.iat! - shift)
    .setExpirationTime(claims.exp! - shift)
    .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
}
