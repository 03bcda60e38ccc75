// The SQL the local stack runs for a REST request, built by its own parser, planner and builder
// (supabase/local/rest/), and EXPLAIN ANALYZE of it as the request's role in a transaction that is
// rolled back: the "DB" column of the scale bench and the plans of its slowest requests.
import type pg from 'pg';
import { asRole, type Database } from '../../supabase/local/db/index.ts';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { insertRows } from '../../supabase/local/rest/body.ts';
import { capWindow } from '../../supabase/local/rest/limits.ts';
import { parseQuery } from '../../supabase/local/rest/parse.ts';
import { pickFunction, planMutation, planRead, type CallPlan } from '../../supabase/local/rest/plan.ts';
import { buildCall, buildMutation, buildRead, type BuiltQuery } from '../../supabase/local/rest/query.ts';
import type { SchemaCache } from '../../supabase/local/rest/schema-cache.ts';
import { topWindow } from '../../supabase/local/rest/table.ts';
import type { BenchRequest } from './requests.ts';

/** config.toml's `[api] max_rows`. */
const MAX_ROWS = 1000;
const NO_PREFS = { missingDefault: false, applied: [], single: false, stripNulls: false };

/** The statement (and its parameters) the stack builds for `r`. */
export function sqlOf(cache: SchemaCache, r: BenchRequest): BuiltQuery {
  const url = new URL(`http://bench/rest/v1/${r.path}`);
  const name = url.pathname.split('/').filter(Boolean).slice(2);
  if (name[0] === 'rpc') {
    const overloads = cache.functions.get(name[1]);
    const read = r.method === 'GET';
    const argNames = new Set((overloads ?? []).flatMap((f) => f.args.map((a) => a.name)));
    const q = parseQuery(url.searchParams, (k) => read && argNames.has(k));
    const args = read ? Object.fromEntries(q.args) : (r.body ?? {});
    const picked = pickFunction(name[1], overloads, Object.keys(args as object), true);
    const call: CallPlan = { fn: picked.fn, args: { names: picked.names, singleJson: picked.singleJson } };
    if (picked.fn.returns === 'composite' && picked.fn.relation) call.read = planRead(cache, picked.fn.relation, q);
    const win = picked.fn.setof ? capWindow(topWindow(q, NO_PREFS), MAX_ROWS) : topWindow(q, NO_PREFS);
    return buildCall(call, args, { count: false, stripNulls: false, ...win });
  }
  const relation = cache.relations.get(name[0]);
  if (!relation) throw new Error(`no relation ${name[0]}`);
  const q = parseQuery(url.searchParams);
  if (r.method === 'GET') {
    const win = capWindow(topWindow(q, NO_PREFS), MAX_ROWS);
    return buildRead(planRead(cache, relation, q), { count: false, stripNulls: false, ...win });
  }
  const rows = insertRows(r.body, q.columns);
  const plan = planMutation(cache, relation, 'insert', q, { columns: rows.columns, missingDefault: false });
  return buildMutation(plan, JSON.stringify(rows.rows), r.returnRows === true, { count: false, stripNulls: false });
}

class RolledBack extends Error {}

/** Runs `fn` as `claims` (the stack's asRole) and rolls the transaction back. */
async function rolledBack<T>(db: Database, claims: JwtClaims, fn: Parameters<typeof asRole<T>>[2]): Promise<T> {
  let out: T | undefined;
  try {
    await asRole(db, claims, async (tx) => {
      out = await fn(tx);
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return out as T;
}

/** EXPLAIN ANALYZE's execution time of `q` as `claims`, in ms (its writes rolled back). */
export async function executionMs(db: Database, claims: JwtClaims, q: BuiltQuery): Promise<number> {
  return rolledBack(db, claims, async (tx) => {
    const r = await tx.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(`explain (analyze, format json) ${q.sql}`, q.params);
    return r.rows[0]['QUERY PLAN'][0]['Execution Time'];
  });
}

/**
 * The plan of `q` as `claims`, as text, followed by the plans of the statements run inside
 * functions (auto_explain, loaded on this superuser connection before the role is taken): what an
 * RPC does is there too. Settings as asRole sets them; rolled back.
 */
export async function planText(client: pg.Client, claims: JwtClaims, q: BuiltQuery): Promise<string> {
  const notices: string[] = [];
  const onNotice = (n: { message?: string }) => notices.push(n.message ?? '');
  client.on('notice', onNotice);
  await client.query('begin');
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(
      `select set_config('auto_explain.log_min_duration', '0', true), set_config('auto_explain.log_analyze', 'on', true),
              set_config('auto_explain.log_nested_statements', 'on', true), set_config('auto_explain.log_level', 'notice', true),
              set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true)`,
      [JSON.stringify(claims), claims.sub ?? '', claims.role],
    );
    const r = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
    // auto_explain also reports the EXPLAIN itself; the statements inside functions come before it.
    const nested = notices.filter((n) => !/Query Text: explain \(analyze/.test(n));
    return [r.rows.map((x) => x['QUERY PLAN']).join('\n'), ...nested].join('\n\n');
  } finally {
    await client.query('rollback');
    client.off('notice', onNotice);
  }
}
