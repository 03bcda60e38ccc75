import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { signJwt } from '../jwt.ts';
import type { JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { unexpectedFailure } from './errors.ts';
import { amrOf, createSession } from './sessions.ts';
import { findUserById, identitiesOf, userJson, type UserRow } from './users.ts';

/** GoTrue's AccessTokenClaims, in its field order. */
export async function signAccessToken(ctx: AuthContext, q: Queryable, user: UserRow, sessionId: string): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + ctx.config.jwtExpiry;
  const token = await signJwt(
    {
      iss: ctx.issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp: expiresAt,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: await amrOf(q, sessionId),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret,
  );
  return { token, expiresAt };
}

/** GoTrue's AccessTokenResponse for a session and its current refresh token. */
export async function tokenResponse(
  ctx: AuthContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
  extra: JsonObject = {},
): Promise<JsonObject> {
  const user = await findUserById(q, userId);
  if (!user) throw unexpectedFailure();
  const { token, expiresAt } = await signAccessToken(ctx, q, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(q, userId)),
    ...extra,
  };
}

/** Signs the user in: new session, last_sign_in_at, token response (GoTrue's issueRefreshToken). */
export async function issueSession(
  ctx: AuthContext,
  q: Queryable,
  req: IncomingMessage,
  userId: string,
  method: 'password' | 'oauth' | 'recovery' | 'otp',
  extra: JsonObject = {},
): Promise<JsonObject> {
  const now = new Date();
  await q.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [userId, now]);
  const { sessionId, refreshToken } = await createSession(q, req, userId, method, now);
  return tokenResponse(ctx, q, userId, sessionId, refreshToken, extra);
}
