import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { unauthorized } from './http.ts';

/** A required setting; hosted Supabase injects SUPABASE_URL and the keys, the local stack does too. */
export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const serverOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** Acts as the caller: their Authorization header goes along, so row-level security applies to them. */
export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization');
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    ...serverOptions,
    global: { headers: authorization ? { Authorization: authorization } : {} },
  });
}

/** Bypasses row-level security. Only for work the function has already authorised itself. */
export function serviceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), serverOptions);
}

export function bearerToken(req: Request): string | null {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '');
  return m ? m[1].trim() : null;
}

/** The signed-in caller, checked with the auth server; a 401 HttpError when there is none. */
export async function requireUser(req: Request): Promise<{ user: User; client: SupabaseClient }> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const client = callerClient(req);
  // The token is passed explicitly: a server-side client has no stored session to read it from.
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw unauthorized();
  return { user: data.user, client };
}
