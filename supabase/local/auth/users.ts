import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { JsonObject } from './body.ts';

/** GoTrue writes the nil UUID into instance_id; kept for shape compatibility with tools reading auth.users. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, phone, phone_confirmed_at, phone_change, phone_change_sent_at,
  reauthentication_sent_at, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, deleted_at, is_anonymous`;

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return r.rows[0];
}

/** Case-insensitive, like GoTrue's FindUserByEmailAndAudience (SSO users live in their own namespace). */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false limit 1`, [
    email,
    AUDIENCE,
  ]);
  return r.rows[0];
}

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const r = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows;
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  emailConfirmed: boolean;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
  role?: string;
}

export async function insertUser(q: Queryable, u: NewUser, now = new Date()): Promise<string> {
  const id = randomUUID();
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data,
       is_super_admin, created_at, updated_at, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, $7, '', '', '', '', $8::jsonb, $9::jsonb, false, $10, $10, false)`,
    [
      NIL_UUID,
      id,
      AUDIENCE,
      u.role ?? 'authenticated',
      u.email,
      u.passwordHash ?? '',
      u.emailConfirmed ? now : null,
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
      now,
    ],
  );
  return id;
}

export async function insertIdentity(
  q: Queryable,
  i: { userId: string; provider: string; providerId: string; data: JsonObject },
  now = new Date(),
): Promise<void> {
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $6, $6)`,
    [randomUUID(), i.providerId, i.userId, JSON.stringify(i.data), i.provider, now],
  );
}

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: keys merge, a null value removes the key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const out: JsonObject = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export async function setUserMetadata(q: Queryable, userId: string, meta: JsonObject): Promise<void> {
  await q.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [userId, JSON.stringify(meta)]);
}

export async function setAppMetadata(q: Queryable, userId: string, meta: JsonObject): Promise<void> {
  await q.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`, [userId, JSON.stringify(meta)]);
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` lists the user's identity providers, `provider` the first. */
export async function refreshProviders(q: Queryable, userId: string): Promise<void> {
  const user = await findUserById(q, userId);
  if (!user) return;
  const providers = [...new Set((await identitiesOf(q, userId)).map((i) => i.provider))];
  const patch: JsonObject = { providers };
  if (providers.length) patch.provider = providers[0];
  await setAppMetadata(q, userId, mergeMetadata(user.raw_app_meta_data, patch));
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export function identityJson(i: IdentityRow): JsonObject {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** models.User as GoTrue serialises it: field order, `omitempty` timestamps, '' for a missing email or phone. */
export function userJson(u: UserRow, identities: IdentityRow[]): JsonObject {
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: iso(u.phone_change_sent_at),
    reauthentication_sent_at: iso(u.reauthentication_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  };
}

export async function loadUserJson(q: Queryable, userId: string): Promise<JsonObject | undefined> {
  const u = await findUserById(q, userId);
  return u ? userJson(u, await identitiesOf(q, userId)) : undefined;
}

export const isBanned = (u: UserRow) => !!u.banned_until && new Date(u.banned_until).getTime() > Date.now();
