import type { IncomingMessage } from 'node:http';
import { isApiRole } from '../db/index.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import { errors } from './errors.ts';

export interface Caller {
  claims: JwtClaims;
  /** A valid JWT was presented (hosted's `isAuthenticated`: the anon key counts). */
  authenticated: boolean;
  /** The JWT's subject, recorded as the object's owner. */
  owner: string | undefined;
}

const ANON: Caller = { claims: { role: 'anon' }, authenticated: false, owner: undefined };

/**
 * Who the request acts as, as hosted Storage's jwt plugin decides it: the bearer token (the
 * apikey header stands in when there is none). Routes that serve public content too accept a
 * missing or bad token as anonymous; the others refuse it with 403 AccessDenied.
 */
export async function callerOf(req: IncomingMessage, secret: string, allowInvalid: boolean): Promise<Caller> {
  const auth = req.headers.authorization;
  const bearer = auth ? /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() : undefined;
  const apikey = Array.isArray(req.headers.apikey) ? req.headers.apikey[0] : req.headers.apikey;
  const token = bearer || apikey;
  if (!token) {
    if (allowInvalid) return ANON;
    throw errors.accessDenied('jwt must be provided');
  }
  const result = await verifyJwt(token, secret);
  if (!result.ok || !isApiRole(result.claims.role)) {
    if (allowInvalid) return ANON;
    const message = !result.ok ? (result.reason === 'expired' ? 'jwt expired' : 'invalid signature') : 'invalid role';
    throw errors.accessDenied(message);
  }
  const sub = typeof result.claims.sub === 'string' && result.claims.sub ? result.claims.sub : undefined;
  return { claims: result.claims, authenticated: true, owner: sub };
}
