import type { IncomingMessage } from 'node:http';
import { isPgError } from '../db/index.ts';
import { obj, readJsonObject, str, type JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { badRequest, unexpectedFailure, unprocessable } from './errors.ts';
import { requireAuthentication } from './guard.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { deleteOtherSessions, deleteUserSessions } from './sessions.ts';
import { findUserByEmail, loadUserJson, mergeMetadata, setUserMetadata } from './users.ts';
import { validateEmail } from './validation.ts';
import type { Queryable } from '../db/index.ts';

export const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/** GET /user */
export async function getUser(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const { user } = await requireAuthentication(ctx, req);
  const json = await loadUserJson(ctx.db, user.id);
  if (!json) throw unexpectedFailure();
  return json;
}

/** Changes the e-mail directly (GoTrue with autoconfirm applies the change at once) and the email identity with it. */
export async function changeEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query(`update auth.users set email = $2, email_change = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`, [userId, email]);
  await q.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
      where user_id = $1 and provider = 'email' and identity_data ? 'email'`,
    [userId, email],
  );
}

/**
 * PUT /user: `data` merges into user_metadata (null removes a key), `password` must differ from the
 * current one and signs out the user's other sessions (GoTrue's UpdatePassword), `email` changes at
 * once. app_metadata from a user is ignored (admin only); phone changes need SMS, which is off.
 */
export async function updateUser(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const { user, session } = await requireAuthentication(ctx, req);
  const body = await readJsonObject(req);
  const data = obj(body, 'data');
  const password = str(body, 'password');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');

  let hash: string | undefined;
  if (password) {
    checkPasswordStrength(password);
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
      email = normalized;
    }
  }

  try {
    await ctx.db.transaction(async (tx) => {
      if (data) {
        const r = await tx.query<{ raw_user_meta_data: JsonObject | null }>(`select raw_user_meta_data from auth.users where id = $1 for update`, [user.id]);
        await setUserMetadata(tx, user.id, mergeMetadata(r.rows[0]?.raw_user_meta_data ?? null, data));
      }
      if (hash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [user.id, hash]);
        if (session) await deleteOtherSessions(tx, user.id, session.id);
        else await deleteUserSessions(tx, user.id);
      }
      if (email) await changeEmail(tx, user.id, email);
    });
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
  const json = await loadUserJson(ctx.db, user.id);
  if (!json) throw unexpectedFailure();
  return json;
}
