import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * The one client of `./supabase`, loaded on demand. Code on the landing page's critical path
 * (auth provider, header, landing queries) uses this so the SDK downloads in parallel with the
 * first paint instead of blocking it; every other page imports `@/lib/supabase` directly and
 * shares the same chunk and the same client instance.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  return import('./supabase').then((m) => m.supabase);
}
