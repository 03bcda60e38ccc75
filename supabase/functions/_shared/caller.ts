import type { User } from '@supabase/supabase-js';
import { bearerToken, callerClient } from './supabase.ts';

/**
 * The signed-in caller, or null for a visitor calling with the anon key (functions that also
 * serve signed-out pages, like the landing page's Trending photos).
 */
export async function optionalUser(req: Request): Promise<User | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const { data, error } = await callerClient(req).auth.getUser(token);
  return error ? null : (data.user ?? null);
}
