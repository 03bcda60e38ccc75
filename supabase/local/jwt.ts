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
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

// Every API call carries the same few tokens: remember the ones already verified (until they expire)
// instead of checking the HMAC again. Keyed by secret and the whole token, signature included.
const verified = new Map<string, JwtClaims>();
const VERIFIED_MAX = 2000;

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  const cacheKey = `${secret.length}:${secret}|${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    if (typeof known.exp !== 'number' || known.exp * 1000 > Date.now()) return { ok: true, claims: known };
    verified.delete(cacheKey);
  }
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid', message: 'JWT has no role claim' };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(cacheKey, Object.freeze(payload) as JwtClaims);
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
