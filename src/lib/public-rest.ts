import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './supabase-config';

/**
 * A read-only PostgREST client with the anon key, for public data on pages a visitor opens first
 * (the landing page's trending plans): a few KB instead of the whole SDK. Same library, same
 * shapes and errors as `supabase.from(...)`.
 */
export const publicRest = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
});
