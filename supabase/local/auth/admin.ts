import type { IncomingMessage } from 'node:http';
import { isPgError, type Queryable } from '../db/index.ts';
import { bool, obj, readJsonObject, str, type JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { applyEmail, emailExists } from './email-change.ts';
import { badRequest, notFound, unexpectedFailure } from './errors.ts';
import { requireAdmin } from './guard.ts';
import { checkPasswordLength, checkPasswordStrength, hashPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertIdentity,
  insertUser,
  loadUserJson,
  mergeMetadata,
  setAppMetadata,
  setUserMetadata,
  userJson,
  AUDIENCE,
  type UserRow,
} from './users.ts';
import { isUuid, validateEmail } from './validation.ts';

export interface AdminAnswer {
  body: JsonObject;
  headers?: Record<string, string>;
}

/** Go's time.ParseDuration for the units ban_duration uses; 'none' lifts a ban. */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(duration))) {
    total += Number(m[1]) * units[m[2]];
    consumed = re.lastIndex;
  }
  if (!duration || consumed !== duration.length) throw badRequest('validation_failed', 'invalid format for ban duration: time: invalid duration');
  return new Date(Date.now() + total);
}

async function loadUser(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [userId]);
  const r = await q.query<{ raw_user_meta_data: JsonObject | null }>(`select raw_user_meta_data from auth.users where id = $1`, [userId]);
  await setUserMetadata(q, userId, mergeMetadata(r.rows[0]?.raw_user_meta_data ?? null, { email_verified: true }));
}

/** GET /admin/users?page=&per_page= — newest first, with GoTrue's X-Total-Count and Link headers. */
async function listUsers(ctx: AuthContext, url: URL): Promise<AdminAnswer> {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') || '50', 10) || 50));
  const filter = url.searchParams.get('filter') ?? '';
  const where = filter ? `where aud = $1 and (email ilike $2 or raw_user_meta_data->>'full_name' ilike $2)` : `where aud = $1`;
  const params: unknown[] = [AUDIENCE];
  if (filter) params.push(`%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = Number((await ctx.db.query<{ n: string | number }>(`select count(*) as n from auth.users ${where}`, params)).rows[0]?.n ?? 0);
  const ids = await ctx.db.query<{ id: string }>(
    `select id from auth.users ${where} order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  );
  const users: JsonObject[] = [];
  for (const { id } of ids.rows) {
    const u = await loadUserJson(ctx.db, id);
    if (u) users.push(u);
  }
  const base = `${ctx.config.apiUrl}/auth/v1/admin/users`;
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
  return {
    body: { users, aud: AUDIENCE },
    headers: { 'x-total-count': String(total), link: links.join(', '), 'access-control-expose-headers': 'x-total-count, link, x-supabase-api-version' },
  };
}

/** POST /admin/users (GoTrue's adminUserCreate, e-mail users only: the phone provider is off). */
async function createUser(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const body = await readJsonObject(req);
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const emailConfirm = bool(body, 'email_confirm');
  const userMeta = obj(body, 'user_metadata') ?? {};
  const appMeta = obj(body, 'app_metadata');
  const role = str(body, 'role') || 'authenticated';
  const ban = str(body, 'ban_duration');
  if (!rawEmail && !phone) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const email = validateEmail(rawEmail);
  if (await findUserByEmail(ctx.db, email)) throw emailExists();
  // GoTrue's adminUserCreate checks bcrypt's limit only; the strength rules apply to the user's own.
  if (password) checkPasswordLength(password);
  const bannedUntil = ban ? banUntil(ban) : null;
  const hash = password ? await hashPassword(password) : null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const app = mergeMetadata({ provider: 'email', providers: ['email'] }, appMeta ?? {});
      const userId = await insertUser(tx, { email, passwordHash: hash, emailConfirmed: false, appMetadata: app, userMetadata: userMeta, role });
      await insertIdentity(tx, {
        userId,
        provider: 'email',
        providerId: userId,
        data: { sub: userId, email, email_verified: emailConfirm, phone_verified: false },
      });
      if (emailConfirm) await confirmEmail(tx, userId);
      if (bannedUntil) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [userId, bannedUntil]);
      return userId;
    });
    const json = await loadUserJson(ctx.db, id);
    if (!json) throw unexpectedFailure();
    return json;
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
}

/** PUT /admin/users/{id}: metadata merges; a new password signs the user out everywhere (UpdatePassword(nil)). */
async function updateUser(ctx: AuthContext, req: IncomingMessage, id: string): Promise<JsonObject> {
  const user = await loadUser(ctx, id);
  const body = await readJsonObject(req);
  const rawEmail = str(body, 'email');
  const password = str(body, 'password');
  const userMeta = obj(body, 'user_metadata');
  const appMeta = obj(body, 'app_metadata');
  const role = str(body, 'role');
  const ban = str(body, 'ban_duration');
  let email: string | undefined;
  if (rawEmail) {
    email = validateEmail(rawEmail);
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  if (password) checkPasswordStrength(password, ctx.passwordPolicy);
  const bannedUntil = ban ? banUntil(ban) : undefined;
  const hash = password ? await hashPassword(password) : undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      if (email && email !== user.email) await applyEmail(tx, user.id, email);
      if (bool(body, 'email_confirm')) await confirmEmail(tx, user.id);
      if (userMeta) {
        const cur = (await findUserById(tx, user.id))?.raw_user_meta_data ?? null;
        await setUserMetadata(tx, user.id, mergeMetadata(cur, userMeta));
      }
      if (appMeta) await setAppMetadata(tx, user.id, mergeMetadata(user.raw_app_meta_data, appMeta));
      if (role) await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, role]);
      if (bannedUntil !== undefined) await tx.query(`update auth.users set banned_until = $2 where id = $1`, [user.id, bannedUntil]);
      if (hash) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [user.id, hash]);
        await deleteUserSessions(tx, user.id);
      }
    });
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
  const json = await loadUserJson(ctx.db, user.id);
  if (!json) throw unexpectedFailure();
  return json;
}

/** DELETE /admin/users/{id}: identities and sessions go with the user (FK cascade). Answers `{}` as GoTrue. */
async function deleteUser(ctx: AuthContext, id: string): Promise<JsonObject> {
  const user = await loadUser(ctx, id);
  try {
    await ctx.db.query(`delete from auth.users where id = $1`, [user.id]);
  } catch (e) {
    if (isPgError(e)) {
      console.error(`[auth] deleting user ${user.id} failed: ${e.code} ${e.message}`);
      throw unexpectedFailure();
    }
    throw e;
  }
  return {};
}

/** Routes /admin/users[/{id}]; undefined when the path is not an admin one. */
export async function adminRoute(ctx: AuthContext, req: IncomingMessage, url: URL, path: string): Promise<AdminAnswer | 'method' | undefined> {
  const m = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
  if (!m) return undefined;
  await requireAdmin(ctx, req);
  const id = m[1] ? decodeURIComponent(m[1]) : undefined;
  const method = req.method ?? 'GET';
  if (!id) {
    if (method === 'GET') return listUsers(ctx, url);
    if (method === 'POST') return { body: await createUser(ctx, req) };
    return 'method';
  }
  if (method === 'GET') {
    const user = await loadUser(ctx, id);
    return { body: userJson(user, await identitiesOf(ctx.db, user.id)) };
  }
  if (method === 'PUT') return { body: await updateUser(ctx, req, id) };
  if (method === 'DELETE') return { body: await deleteUser(ctx, id) };
  return 'method';
}
