// Realtime Authorization for private channels, as hosted Supabase Realtime decides it: row-level
// security on realtime.messages, with realtime.topic() naming the channel. For each extension
// (broadcast, presence) a probe row is written as the server, then read and written again as the
// subscriber (their role and JWT claims, the topic set); everything is rolled back, so nothing of
// the check stays in the table.

import { isApiRole, type Database, type Queryable } from '../db/index.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';

export interface ExtensionAccess {
  read: boolean;
  write: boolean;
}
export interface TopicAccess {
  broadcast: ExtensionAccess;
  presence: ExtensionAccess;
}

const NONE: TopicAccess = { broadcast: { read: false, write: false }, presence: { read: false, write: false } };
const ALL: TopicAccess = { broadcast: { read: true, write: true }, presence: { read: true, write: true } };

/** Thrown to roll the probe transaction back while carrying its answer out. */
class Probed extends Error {
  constructor(readonly access: TopicAccess) {
    super('realtime authorization probe');
  }
}

/** What the holder of `claims` may do on the private topic `topic` (the part after 'realtime:'). */
export async function topicAccess(db: Database, topic: string, claims: JwtClaims): Promise<TopicAccess> {
  if (claims.role === 'service_role') return ALL; // bypasses row-level security, as on hosted
  if (claims.role !== 'authenticated' && claims.role !== 'anon') return NONE;
  try {
    await db.transaction(async (tx) => {
      const probes = await tx.query<{ id: string; extension: 'broadcast' | 'presence' }>(
        `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, 'broadcast', 'access-check', '{}', true), ($1, 'presence', 'access-check', '{}', true)
         returning id::text, extension`,
        [topic],
      );
      await tx.query(
        `select pg_catalog.set_config('request.jwt.claims', $1, true),
                pg_catalog.set_config('request.jwt.claim.sub', $2, true),
                pg_catalog.set_config('request.jwt.claim.role', $3, true),
                pg_catalog.set_config('realtime.topic', $4, true),
                pg_catalog.set_config('role', $3, true)`,
        [JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', claims.role, topic],
      );
      const access: TopicAccess = { broadcast: { read: false, write: false }, presence: { read: false, write: false } };
      for (const probe of probes.rows) {
        access[probe.extension].read = await succeeds(tx, `select exists(select 1 from realtime.messages where id = $1::uuid) as ok`, [probe.id], true);
        access[probe.extension].write = await succeeds(
          tx,
          `insert into realtime.messages (topic, extension, event, payload, private) values ($1, $2, 'access-check', '{}', true)`,
          [topic, probe.extension],
        );
      }
      throw new Probed(access);
    });
  } catch (e) {
    if (e instanceof Probed) return e.access;
    console.error(`[realtime] authorization check failed for ${topic}: ${e instanceof Error ? e.message : String(e)}`);
    return NONE;
  }
  return NONE;
}

/** Runs one statement in a savepoint: false when it raises (e.g. 42501) or, for reads, finds nothing. */
async function succeeds(tx: Queryable, sql: string, params: unknown[], isRead = false): Promise<boolean> {
  await tx.query('savepoint realtime_access');
  try {
    const r = await tx.query<{ ok: boolean }>(sql, params);
    await tx.query('release savepoint realtime_access');
    return isRead ? r.rows[0]?.ok === true : true;
  } catch {
    await tx.query('rollback to savepoint realtime_access');
    return false;
  }
}

export const canJoin = (a: TopicAccess) => a.broadcast.read || a.presence.read;

type Auth = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Checks a token as Supabase Realtime does at join and on access_token (role and exp required). */
export async function authorize(token: string, secret: string): Promise<Auth> {
  const v = await verifyJwt(token, secret);
  if (!v.ok) {
    if (v.reason === 'expired') {
      const exp = expOf(token);
      const ago = exp === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000 - exp));
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` };
    }
    return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' };
  }
  if (typeof v.claims.exp !== 'number') return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  if (!isApiRole(v.claims.role)) return { ok: false, reason: `Unauthorized: role ${String(v.claims.role)} is not allowed` };
  return { ok: true, claims: v.claims };
}

function expOf(token: string): number | undefined {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}
