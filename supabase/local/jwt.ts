import { SignJWT, jwtVerify, errors } from 'jose';

export interface JwtClaims {
  sub?: string;
  role: string;
  exp?: number;
  iat?: number;
  aud?: string | string[];
  email?: string;
  session_id?: string;
  [key: string]: unknown;
}

const encoder = new TextEncoder();

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid', message: 'JWT has no role claim' };
    return { ok: true, claims: payload as JwtClaims };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: e instanceof Error ? e.message : 'invalid JWT' };
  }
}

/** The keys `supabase status` prints: long-lived JWTs for the anon and service_role roles. */
export async function wellKnownKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  // Same payload as the Supabase CLI so the default secret yields the documented local keys.
  const exp = 1983812996;
  const anonKey = await signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret);
  const serviceRoleKey = await signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret);
  return { anonKey, serviceRoleKey };
}
