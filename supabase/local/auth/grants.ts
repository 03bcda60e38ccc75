import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { readJsonObject, str } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { consumeFlowState } from './flow-state.ts';
import { verifyPassword } from './passwords.ts';
import { activeRefreshToken, deleteSession, findRefreshToken, findSession, revokeTokenFamily, swapRefreshToken, touchSession } from './sessions.ts';
import { issueSession, tokenResponse } from './tokens.ts';
import { findUserByEmail, findUserById, isBanned } from './users.ts';
import type { JsonObject } from './body.ts';

const INVALID_LOGIN = 'Invalid login credentials';
// Compared against when the e-mail is unknown, so both failures cost one bcrypt round.
const DUMMY_HASH = '$2b$10$agU52GYJhn6ryY9bfgpuAeJ9Wu6GqF/rii7Dm8MgMLuf8Y4HabaFW';

/** POST /token?grant_type=... */
export async function tokenGrant(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonObject> {
  const grant = url.searchParams.get('grant_type') ?? '';
  switch (grant) {
    case 'password':
      return passwordGrant(ctx, req, await readJsonObject(req));
    case 'refresh_token':
      return refreshTokenGrant(ctx, req, await readJsonObject(req));
    case 'pkce':
      return pkceGrant(ctx, req, await readJsonObject(req));
    case 'id_token':
      // Verifying a real Google id_token needs Google's keys; the local stand-in has none.
      throw badRequest('validation_failed', 'id_token grant is not available on the local stack; use signInWithOAuth');
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(ctx: AuthContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) throw unprocessable('validation_failed', 'Only an email address or phone number should be provided on login.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(password, user?.encrypted_password || DUMMY_HASH);
  if (!user || !ok) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction((tx) => issueSession(ctx, tx, req, user.id, 'password'));
}

/** A failure that must still commit what was done before it (GoTrue's storage.NewCommitWithError). */
class CommitThenFail {
  constructor(readonly error: AuthError) {}
}

/**
 * Rotation as GoTrue's RefreshTokenGrant (v1 tokens): an active token is swapped for its child. A
 * revoked token that is the parent of the session's active token returns that active token (the
 * client lost the previous answer). Any other revoked token is accepted only within the reuse
 * interval of its revocation; after it, the whole family is revoked and — as GoTrue does for its v2
 * tokens — the session is ended, so no token of it works any more.
 */
async function refreshTokenGrant(ctx: AuthContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const presented = str(body, 'refresh_token');
  if (!presented) throw badRequest('validation_failed', 'refresh_token required');
  const outcome = await ctx.db.transaction(async (tx): Promise<JsonObject | CommitThenFail> => {
    const token = await findRefreshToken(tx, presented, true);
    if (!token || !token.session_id) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUserById(tx, token.user_id);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    const session = await findSession(tx, token.session_id);
    if (session?.not_after && new Date(session.not_after).getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    let issued: string | undefined;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, token.session_id);
      if (active && active.parent === token.token) {
        issued = active.token;
      } else {
        const reuseUntil = new Date(token.updated_at).getTime() + ctx.refreshTokenReuseInterval * 1000;
        if (Date.now() > reuseUntil) {
          await revokeTokenFamily(tx, token.session_id);
          await deleteSession(tx, token.session_id);
          return new CommitThenFail(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
        }
      }
    }
    issued ??= await swapRefreshToken(tx, token);
    await touchSession(tx, req, token.session_id);
    return tokenResponse(ctx, tx, user.id, token.session_id, issued);
  });
  if (outcome instanceof CommitThenFail) throw outcome.error;
  return outcome;
}

async function pkceGrant(ctx: AuthContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  return ctx.db.transaction(async (tx: Queryable) => {
    const fs = await consumeFlowState(tx, authCode, verifier);
    const extra: JsonObject = {};
    if (fs.provider_access_token) extra.provider_token = fs.provider_access_token;
    if (fs.provider_refresh_token) extra.provider_refresh_token = fs.provider_refresh_token;
    return issueSession(ctx, tx, req, fs.user_id!, 'oauth', extra);
  });
}
