import type { JwtClaims } from '../jwt.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database, Queryable } from './types.ts';

export type { Database, Queryable } from './types.ts';
export { isPgError } from './types.ts';

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(`${opts.dataDir}/db`);
}

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * Runs fn in one transaction as the JWT's role with `request.jwt.claims` set, the way PostgREST
 * does, so row-level security decides what the caller sees. Role names are checked against the
 * fixed list before they reach SQL.
 */
export async function asRole<T>(
  db: Database,
  claims: JwtClaims,
  fn: (tx: Queryable) => Promise<T>,
  opts: { readOnly?: boolean; statementTimeoutMs?: number; requestHeaders?: string } = {},
): Promise<T> {
  const role = claims.role;
  if (!isApiRole(role)) throw new Error(`unknown role ${String(role)}`);
  // Hosted Supabase gives anon and authenticated a statement_timeout as role settings; PGlite
  // accepts the setting but never fires it (no timer interrupts its single thread).
  const timeout = opts.statementTimeoutMs !== undefined && role !== 'service_role' ? String(Math.max(1, Math.round(opts.statementTimeoutMs))) : null;
  return db.transaction(async (tx) => {
    // One round trip for every setting: set_config('role', ..., true) is SET LOCAL ROLE.
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true), set_config('transaction_read_only', $4, true),
              set_config('statement_timeout', coalesce($5, current_setting('statement_timeout')), true), set_config('role', $3, true),
              set_config('request.headers', $6, true)`,
      [JSON.stringify(claims), claims.sub ?? '', role, opts.readOnly ? 'on' : 'off', timeout, opts.requestHeaders ?? ''],
    );
    return fn(tx);
  }, opts);
}
