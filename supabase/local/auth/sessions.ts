import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  not_after: Date | null;
  created_at: Date;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

const ALPHANUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Opaque refresh token. GoTrue's are 12 characters; these are longer for more entropy (clients treat them as opaque). */
function newRefreshToken(): string {
  const bytes = randomBytes(32);
  let s = '';
  for (const b of bytes) s += ALPHANUM[b % ALPHANUM.length];
  return s;
}

/** x-forwarded-for first, as GoTrue's utilities.GetIPAddress. */
function clientIp(req: IncomingMessage): string | null {
  const fwd = req.headers['x-forwarded-for'];
  const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || null;
}

/** A new session with its first refresh token and the amr claim (GoTrue's NewSession + GrantAuthenticatedUser). */
export async function createSession(
  q: Queryable,
  req: IncomingMessage,
  userId: string,
  method: string,
  now = new Date(),
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const ua = req.headers['user-agent'] ?? null;
  await q.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, $3, $3, 'aal1', $4, $5)`, [
    sessionId,
    userId,
    now,
    ua,
    clientIp(req),
  ]);
  await q.query(`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id) values ($1, $2, $2, $3, $4)`, [
    sessionId,
    now,
    method,
    randomUUID(),
  ]);
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null, now);
  return { sessionId, refreshToken };
}

async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null, now: Date): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
    [token, userId, now, parent, sessionId],
  );
  return token;
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const r = await q.query<SessionRow>(`select id, user_id, not_after, created_at from auth.sessions where id = $1`, [id]);
  return r.rows[0];
}

export async function amrOf(q: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const r = await q.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return r.rows.map((c) => ({ method: c.authentication_method, timestamp: Math.floor(new Date(c.updated_at).getTime() / 1000) }));
}

/** The refresh token row with its session; a token whose session is gone counts as not found. */
export async function findRefreshToken(q: Queryable, token: string, forUpdate = false): Promise<RefreshTokenRow | undefined> {
  const r = await q.query<RefreshTokenRow>(
    `select rt.id::text as id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id, rt.updated_at
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1${forUpdate ? ' for update of rt' : ''}`,
    [token],
  );
  return r.rows[0];
}

/** GoTrue's FindCurrentlyActiveRefreshToken: the newest unrevoked token of the session. */
export async function activeRefreshToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const r = await q.query<RefreshTokenRow>(
    `select id::text as id, token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens
      where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return r.rows[0];
}

/** GoTrue's GrantRefreshTokenSwap: revoke the presented token, issue its child in the same session. */
export async function swapRefreshToken(q: Queryable, old: RefreshTokenRow, now = new Date()): Promise<string> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1::bigint`, [old.id, now]);
  return insertRefreshToken(q, old.user_id, old.session_id!, old.token, now);
}

export async function touchSession(q: Queryable, req: IncomingMessage, sessionId: string, now = new Date()): Promise<void> {
  await q.query(`update auth.sessions set refreshed_at = $2, updated_at = $3, user_agent = $4, ip = $5 where id = $1`, [
    sessionId,
    now.toISOString().replace('T', ' ').replace('Z', ''),
    now,
    req.headers['user-agent'] ?? null,
    clientIp(req),
  ]);
}

/** GoTrue's RevokeTokenFamily (by session). */
export async function revokeTokenFamily(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [sessionId]);
}

/** Deleting a session removes its refresh tokens and amr claims (FK cascade), as GoTrue's LogoutSession. */
export async function deleteSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** GoTrue's Logout: every session of the user. */
export async function deleteUserSessions(q: Queryable, userId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and revoked = false`, [userId]);
}

/** GoTrue's LogoutAllExceptMe. */
export async function deleteOtherSessions(q: Queryable, userId: string, keepSessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, keepSessionId]);
}
