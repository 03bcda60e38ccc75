import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY, supabaseAnonKey, supabaseUrl } from './supabase-config';
// eslint-disable-next-line import-x/no-cycle -- lazy-supabase loads this module with import(), so no module waits on the other
import { announceSupabase } from './lazy-supabase';

export { supabaseAnonKey, supabaseUrl } from './supabase-config';

export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
    storageKey: AUTH_STORAGE_KEY,
  },
});

announceSupabase(supabase);
