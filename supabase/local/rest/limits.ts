import { isPgError, type Database } from '../db/index.ts';
import type { HttpError } from '../http.ts';
import { pgrstError } from './errors.ts';
import type { LogicNode, QueryParams, SelectItem } from './parse.ts';

/**
 * What one request may ask of the database. The local stack answers every service from one
 * thread, and PGlite cannot cancel a running statement (it ignores statement_timeout), so a
 * request's cost is bounded before and while it runs rather than by a timer:
 *  - shape: how deep and how many embeds, select items, conditions, `or`/`and` nesting, `in`
 *    values and full-text conditions a query string may hold (checked before planning);
 *  - rows: `[api] max_rows` caps what a read returns at the top level, as PostgREST does;
 *  - embedded rows: every row an embed reads counts against a per-request budget, enforced inside
 *    the statement by local_rest.count_row(), which fails it as soon as the budget is spent
 *    (nested to-many embeds otherwise multiply: 1,000 plans × 1,000 plans of their owner);
 *  - written rows: an insert takes at most so many rows, and an update or delete fails (and rolls
 *    back) once it reaches one row more, through the same counter;
 *  - regular expressions: `match` and `imatch` are refused (PGRST193), as Realtime refuses them, since
 *    one backtracking pattern (`^(.*)(.*)(.*)(.*)\4\3\2\1$`) holds PGlite for minutes and no
 *    bound on pattern or text makes Postgres's regex engine linear.
 * On PostgreSQL the anon and authenticated transactions also get a statement_timeout.
 */
export const LIMITS = {
  /** Embeds inside embeds: `a(b(c(d)))` is depth 4. */
  embedDepth: 4,
  embeds: 12,
  selectItems: 100,
  conditions: 100,
  logicDepth: 8,
  inValues: 1000,
  /** Full-text conditions on a column that is not a tsvector parse every row's text. */
  textSearches: 4,
  /** Rows all embeds of one request may read together. */
  embeddedRows: 25_000,
  /** Rows one insert, update or delete may write (each fires policies, triggers and Realtime capture). */
  writeRows: 500,
  /** PostgreSQL only: anon and authenticated statements are cancelled after this. */
  statementTimeoutMs: 1000,
};

/** PostgREST uses PGRST100–PGRST128; these are the local stack's own, in the same family. */
export const TOO_COMPLEX = 'PGRST190';
export const TOO_MANY_ROWS = 'PGRST191';
export const TOO_MANY_WRITES = 'PGRST192';
export const NO_REGEX = 'PGRST193';

function tooComplex(what: string, limit: number): HttpError {
  return pgrstError(TOO_COMPLEX, `The request is too complex: ${what} (at most ${limit})`, null, 'Split the request into simpler ones.');
}

interface Tally {
  embeds: number;
  selectItems: number;
  conditions: number;
  textSearches: number;
}

function tallySelect(items: SelectItem[], depth: number, t: Tally): void {
  for (const item of items) {
    t.selectItems++;
    if (item.type !== 'embed') continue;
    t.embeds++;
    if (depth + 1 > LIMITS.embedDepth) throw tooComplex('embedded resources nested too deep', LIMITS.embedDepth);
    tallySelect(item.items, depth + 1, t);
  }
}

function tallyLogic(node: LogicNode, depth: number, t: Tally): void {
  if (depth > LIMITS.logicDepth) throw tooComplex('logic trees nested too deep', LIMITS.logicDepth);
  if (node.type === 'logic') {
    for (const c of node.children) tallyLogic(c, depth + 1, t);
    return;
  }
  t.conditions++;
  const { expr } = node.filter;
  if (expr.op === 'match' || expr.op === 'imatch') {
    throw pgrstError(
      NO_REGEX,
      `The local stack does not run regular expressions from requests: \`${expr.op}\` is not available`,
      null,
      'Use like or ilike, with * as the wildcard.',
    );
  }
  if (Array.isArray(expr.value) && expr.value.length > LIMITS.inValues) throw tooComplex('values in one `in` list', LIMITS.inValues);
  if (expr.op === 'fts' || expr.op === 'plfts' || expr.op === 'phfts' || expr.op === 'wfts') t.textSearches++;
}

/** Refuses a query string whose shape alone could keep the database busy (PGRST190, 400). */
export function checkShape(q: QueryParams): void {
  const t: Tally = { embeds: 0, selectItems: 0, conditions: 0, textSearches: 0 };
  tallySelect(q.select, 0, t);
  if (t.embeds > LIMITS.embeds) throw tooComplex('embedded resources', LIMITS.embeds);
  if (t.selectItems > LIMITS.selectItems) throw tooComplex('select items', LIMITS.selectItems);
  for (const f of q.filters) tallyLogic(f.node, 0, t);
  if (t.conditions > LIMITS.conditions) throw tooComplex('filter conditions', LIMITS.conditions);
  if (t.textSearches > LIMITS.textSearches) throw tooComplex('full-text search conditions', LIMITS.textSearches);
}

/** The top-level window with max_rows applied on top of what the client asked for. */
export function capWindow<W extends { limit?: number }>(win: W, maxRows: number | undefined): W {
  if (maxRows === undefined) return win;
  return { ...win, limit: Math.min(win.limit ?? maxRows, maxRows) };
}

const OVER_BUDGET = 'local_rest: rows over budget: ';

/**
 * The counter. STABLE (though it counts) and fed a column of the row, so Postgres still plans an
 * EXISTS around it as a semi-join (a volatile call forbids that) yet calls it for every row rather
 * than once. Not leakproof: row policies run first, so rows the caller cannot see neither count
 * nor show through the budget. Not in an exposed schema (so neither an RPC nor part of the
 * generated types); counts live in transaction-local settings, so every request starts from zero.
 */
export const LIMITS_SQL = `
create schema if not exists local_rest;
revoke all on schema local_rest from public;
grant usage on schema local_rest to anon, authenticated, service_role;
create or replace function local_rest.count_row(p_kind text, p_budget int, p_any anyelement) returns boolean
language plpgsql stable as $fn$
declare
  v_name text := 'local_rest.rows_' || p_kind;
  v_n int := coalesce(nullif(pg_catalog.current_setting(v_name, true), ''), '0')::int + 1;
begin
  if v_n > p_budget then
    raise exception using errcode = '54000', message = '${OVER_BUDGET}' || p_kind;
  end if;
  perform pg_catalog.set_config(v_name, v_n::text, true);
  return true;
end $fn$;
revoke all on function local_rest.count_row(text, int, anyelement) from public;
grant execute on function local_rest.count_row(text, int, anyelement) to anon, authenticated, service_role;`;

export async function installLimits(db: Database): Promise<void> {
  await db.exec(LIMITS_SQL);
}

/** The SQL condition each row an embed reads passes through; `column` is any column of it. */
export function embedRowSql(alias: string, column: string): string {
  return `local_rest.count_row('embed', ${LIMITS.embeddedRows}, ${alias}.${column})`;
}

/** The SQL condition each row an update or delete is about to change passes through. */
export function writeRowSql(alias: string, column: string): string {
  return `local_rest.count_row('write', ${LIMITS.writeRows}, ${alias}.${column})`;
}

function tooManyWrites(): HttpError {
  return pgrstError(
    TOO_MANY_WRITES,
    `A request may write at most ${LIMITS.writeRows} rows`,
    null,
    'Narrow the filters, or write the rows in several requests.',
  );
}

/** Refuses an insert of more rows than a request may write, before any SQL. */
export function checkInsertRows(n: number): void {
  if (n > LIMITS.writeRows) throw tooManyWrites();
}

/** A counter's failure as a PostgREST-style answer (400); anything else unchanged. */
export function budgetError(e: unknown): unknown {
  if (!isPgError(e) || e.code !== '54000' || !e.message.startsWith(OVER_BUDGET)) return e;
  if (e.message.endsWith('write')) return tooManyWrites();
  return pgrstError(
    TOO_MANY_ROWS,
    `The response would embed more than ${LIMITS.embeddedRows} rows`,
    null,
    "Ask for fewer rows, e.g. with a limit on the embedded resource ('<embed>.limit=10') or on the request.",
  );
}
