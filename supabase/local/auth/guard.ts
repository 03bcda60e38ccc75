import type { IncomingMessage } from 'node:http';
import { bearerToken } from '../http.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';
import { isUuid } from './validation.ts';

/** GoTrue's extractBearerToken + parseJWTClaims. */
async function parseBearer(ctx: AuthContext, req: IncomingMessage): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  const result = await verifyJwt(token, ctx.config.jwtSecret);
  if (!result.ok) {
    // golang-jwt's wording for the common cases, after GoTrue's prefix.
    const why = result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return result.claims;
}

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  session?: SessionRow;
}

/** GoTrue's requireAuthentication: a valid token for an existing user whose session (if named) still exists. */
export async function requireAuthentication(ctx: AuthContext, req: IncomingMessage): Promise<Authenticated> {
  const claims = await parseBearer(ctx, req);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | undefined;
  const sid = claims.session_id;
  if (typeof sid === 'string' && sid !== '' && sid !== '00000000-0000-0000-0000-000000000000') {
    session = isUuid(sid) ? await findSession(ctx.db, sid) : undefined;
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, session };
}

/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** GoTrue's requireAdminCredentials: a valid token whose role is an admin role. */
export async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<JwtClaims> {
  const claims = await parseBearer(ctx, req);
  if (!ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
