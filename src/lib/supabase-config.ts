/** Where the app's Supabase lives. Kept apart from the SDK so the landing page can read it without loading supabase-js. */

/** The local stack's address and its well-known anon key (public by design; RLS guards the data). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** supabase-js's own default key (`sb-<first host label>-auth-token`), spelled out so it can be checked without the SDK. */
export const AUTH_STORAGE_KEY = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** An OAuth redirect's answer in the address (`#…` or `?…`, tested against `hash + '&' + search`): tokens, a code or an error. */
export const SESSION_IN_URL = /(^|[#&?])(access_token|refresh_token|error_description|code)=/;
