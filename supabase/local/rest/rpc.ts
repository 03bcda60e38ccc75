import { asRole } from '../db/index.ts';
import { requestHeadersJson } from './headers.ts';
import { isObject, readPayload } from './body.ts';
import { pgrstError } from './errors.ts';
import { capWindow, checkShape, LIMITS } from './limits.ts';
import { parseQuery } from './parse.ts';
import { pickFunction, planRead, type CallPlan } from './plan.ts';
import { buildCall } from './query.ts';
import { JSON_TYPE, readAnswer, singleBody, type Answer, type ResultRow } from './respond.ts';
import type { Func } from './schema-cache.ts';
import { topWindow, type TableRequest } from './table.ts';

export type RpcRequest = Omit<TableRequest, 'relation'> & { name: string; overloads: Func[] | undefined };

/**
 * POST /rpc/fn with named arguments in the body; GET/HEAD with them in the query string (run in a
 * read-only transaction, so a function that writes fails with 25006 → 405 as in PostgREST).
 */
export async function handleRpc(r: RpcRequest): Promise<Answer> {
  const { method, prefs } = r;
  const read = method === 'GET' || method === 'HEAD';
  if (!read && method !== 'POST') throw pgrstError('PGRST101', `Cannot use the ${method} method on RPC`);
  const argNames = new Set((r.overloads ?? []).flatMap((f) => f.args.map((a) => a.name)));
  const q = parseQuery(r.url.searchParams, (k) => read && argNames.has(k));
  checkShape(q);
  let args: unknown;
  let keys: string[];
  if (read) {
    args = Object.fromEntries(q.args);
    keys = [...q.args.keys()];
  } else {
    args = await readPayload(r.req, {});
    keys = isObject(args) ? Object.keys(args) : [];
  }
  const picked = pickFunction(r.name, r.overloads, keys, isObject(args));
  const call: CallPlan = { fn: picked.fn, args: { names: picked.names, singleJson: picked.singleJson } };
  if (picked.fn.returns === 'composite' && picked.fn.relation) call.read = planRead(r.cache, picked.fn.relation, q);
  // max_rows caps what a set-returning function answers, as for a table.
  const win = picked.fn.setof ? capWindow(topWindow(q, prefs), r.maxRows) : topWindow(q, prefs);
  const built = buildCall(call, args, { count: !!prefs.count, stripNulls: prefs.stripNulls, ...win });
  const row = await asRole(r.db, r.claims, async (tx) => (await tx.query<ResultRow>(built.sql, built.params)).rows[0], {
    readOnly: read,
    statementTimeoutMs: LIMITS.statementTimeoutMs,
    requestHeaders: requestHeadersJson(r.req),
  });
  const fn = picked.fn;
  if (fn.returns === 'void') return { status: 204, headers: {}, body: null };
  const applied = prefs.count ? [`count=${prefs.count}`] : [];
  if (fn.setof) return readAnswer(row, win.offset, { single: prefs.single, head: method === 'HEAD', applied });
  // A function returning one value or one row answers it bare, not in an array.
  let body = row.body;
  if (fn.returns === 'composite') body = Number(row.page_total) === 0 ? 'null' : prefs.single ? singleBody(row) : row.body.slice(1, -1);
  return { status: 200, headers: { 'content-type': JSON_TYPE, 'content-range': '0-0/*' }, body: method === 'HEAD' ? null : body };
}
