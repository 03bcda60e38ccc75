import type { IncomingMessage } from 'node:http';
import { isPgError } from '../db/index.ts';
import { obj, readJsonObject, str, type JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { badRequest, unexpectedFailure, unprocessable } from './errors.ts';
import { requireAuthentication } from './guard.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { checkReauthentication, RECENT_SIGN_IN_MS, useReauthentication } from './reauthenticate.ts';
import { amrOf, deleteOtherSessions, deleteUserSessions, type SessionRow } from './sessions.ts';
import { emailExists, prepareEmailChange } from './email-change.ts';
import { findUserByEmail, loadUserJson, mergeMetadata, setUserMetadata, type UserRow } from './users.ts';
import { validateEmail, validatePkceParams } from './validation.ts';

/** GET /user */
export async function getUser(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const { user } = await requireAuthentication(ctx, req);
  const json = await loadUserJson(ctx.db, user.id);
  if (!json) throw unexpectedFailure();
  return json;
}

/**
 * PUT /user: `data` merges into user_metadata (null removes a key), `password` must differ from the
 * current one and signs out the user's other sessions (GoTrue's UpdatePassword), `email` starts a
 * confirmed change (email-change.ts): the address stays until the link(s) mailed are followed.
 * app_metadata from a user is ignored (admin only); phone changes need SMS, which is off.
 * A new password needs more than the access token (reauthenticatedChange).
 */
export async function updateUser(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonObject> {
  const { user, session } = await requireAuthentication(ctx, req);
  const body = await readJsonObject(req);
  const data = obj(body, 'data');
  const password = str(body, 'password');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const challenge = str(body, 'code_challenge');
  const challengeMethod = str(body, 'code_challenge_method');

  let hash: string | undefined;
  let nonceHash: string | undefined;
  if (password) {
    checkPasswordStrength(password, ctx.passwordPolicy);
    nonceHash = await reauthenticatedChange(ctx, user, session, body);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(password);
  }
  let email: string | undefined;
  if (rawEmail) {
    const normalized = validateEmail(rawEmail);
    if (normalized !== (user.email ?? '').toLowerCase()) {
      const other = await findUserByEmail(ctx.db, normalized);
      if (other && other.id !== user.id) throw emailExists();
      validatePkceParams(challengeMethod, challenge);
      // GoTrue's sendEmailChange: max_frequency against the last change e-mail, then the e-mail limit.
      ctx.limits.admitEmail(req, user.email_change_sent_at);
      email = normalized;
    }
  }

  let send: (() => Promise<void>) | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      if (data) {
        const r = await tx.query<{ raw_user_meta_data: JsonObject | null }>(`select raw_user_meta_data from auth.users where id = $1 for update`, [user.id]);
        await setUserMetadata(tx, user.id, mergeMetadata(r.rows[0]?.raw_user_meta_data ?? null, data));
      }
      if (hash) {
        if (nonceHash) await useReauthentication(tx, user.id, nonceHash);
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '', email_change_token_current = '',
             email_change_token_new = '', reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1`,
          [user.id, hash],
        );
        if (session) await deleteOtherSessions(tx, user.id, session.id);
        else await deleteUserSessions(tx, user.id);
      }
      if (email) {
        send = await prepareEmailChange(ctx, tx, user, email, {
          redirectTo: url.searchParams.get('redirect_to'),
          pkce: challenge ? { method: challengeMethod, challenge } : undefined,
        });
      }
    });
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
  await send?.();
  const json = await loadUserJson(ctx.db, user.id);
  if (!json) throw unexpectedFailure();
  return json;
}

/**
 * What a password change needs besides the token, in GoTrue's order (UserUpdate), so a stolen
 * access token alone cannot take the account:
 *  - with `[auth.email] secure_password_change` (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION),
 *    a session that signed in more than 24 hours ago sends the nonce GET /reauthenticate mailed
 *    (400 reauthentication_needed without it, 422 reauthentication_not_valid when wrong);
 *  - the current password, unless the account has none yet or the session came from a recovery
 *    link (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, which config.toml cannot
 *    express: the local stack always asks, and a hosted project switches it on, docs/deploying.md).
 * Answers the accepted nonce's hash, for the change to use up.
 */
async function reauthenticatedChange(ctx: AuthContext, user: UserRow, session: SessionRow | undefined, body: JsonObject): Promise<string | undefined> {
  let nonceHash: string | undefined;
  if (ctx.securePasswordChange && (!session || Date.now() > new Date(session.created_at).getTime() + RECENT_SIGN_IN_MS)) {
    const nonce = str(body, 'nonce');
    if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    nonceHash = await checkReauthentication(ctx, user.id, user.email ?? '', nonce);
  }
  if (user.encrypted_password && !(session && (await amrOf(ctx.db, session.id)).some((c) => c.method === 'recovery'))) {
    const current = str(body, 'current_password');
    if (!current) throw badRequest('current_password_required', 'Current password required when setting new password.');
    if (!(await verifyPassword(current, user.encrypted_password))) {
      throw badRequest('current_password_mismatch', 'Current password required when setting new password.');
    }
  }
  return nonceHash;
}
