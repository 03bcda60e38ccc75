import { pgrstError } from './errors.ts';
import { embedRowSql, writeRowSql } from './limits.ts';
import type { JsonStep, OpExpr } from './parse.ts';
import type { CallPlan, Cond, EmbedSel, MutatePlan, OrderPlan, ReadPlan } from './plan.ts';
import type { Relationship } from './relationships.ts';
import { SCHEMA } from './schema-cache.ts';

/**
 * Step 3 (PostgREST's Query): one SQL statement per request whose single row carries the final
 * JSON body, built by Postgres itself. Identifiers come from plans (checked against the schema
 * cache) and are always quoted; every request value is a bound parameter.
 */

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

export interface ReadOptions {
  count: boolean;
  stripNulls: boolean;
  /** The top level's effective window (limit/offset merged with the Range header). */
  limit?: number;
  offset?: number;
}

export const ident = (s: string): string => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;
const qualified = (name: string): string => `${ident(SCHEMA)}.${ident(name)}`;

class Builder {
  readonly params: unknown[] = [];
  private aliasN = 0;
  bind(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  alias(prefix = 't'): string {
    this.aliasN += 1;
    return `pgrst_${prefix}${this.aliasN}`;
  }
}

function jsonPath(b: Builder, base: string, json: JsonStep[]): string {
  let e = base;
  for (const s of json) e = `(${e}${s.op}${/^-?\d+$/.test(s.key) ? s.key : `${b.bind(s.key)}::text`})`;
  return e;
}

function colExpr(b: Builder, alias: string, column: string, json: JsonStep[]): string {
  return jsonPath(b, `${alias}.${ident(column)}`, json);
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
};
const TSQUERY: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function opSql(b: Builder, lhs: string, colType: string, e: OpExpr): string {
  const raw = e.value;
  let sql: string;
  if (e.op === 'is') {
    sql = raw === 'not_null' ? `${lhs} is not null` : `${lhs} is ${raw as string}`;
  } else if (e.op === 'isdistinct') {
    sql = `${lhs} is distinct from ${(raw as string).toLowerCase() === 'null' ? 'null' : b.bind(raw)}`;
  } else if (e.op === 'in') {
    const list = raw as string[];
    sql = list.length === 0 ? 'false' : `${lhs} in (${list.map((v) => b.bind(v)).join(', ')})`;
  } else if (e.op in TSQUERY) {
    const cfg = e.config ? `${b.bind(e.config)}::regconfig, ` : '';
    const doc = colType === 'tsvector' ? lhs : `to_tsvector(${cfg}${lhs})`;
    sql = `${doc} @@ ${TSQUERY[e.op]}(${cfg}${b.bind(raw)})`;
  } else {
    const isLike = e.op === 'like' || e.op === 'ilike';
    const value = isLike ? (raw as string).replace(/\*/g, '%') : raw;
    sql = e.quant ? `${lhs} ${COMPARE[e.op]} ${e.quant}(${b.bind(value)})` : `${lhs} ${COMPARE[e.op]} ${b.bind(value)}`;
  }
  return e.negated ? `not (${sql})` : sql;
}

function condSql(b: Builder, alias: string, c: Cond): string {
  if (c.kind === 'filter') return opSql(b, colExpr(b, alias, c.column, c.json), c.colType, c.expr);
  if (c.kind === 'embedNull') return `${c.isNull ? 'not ' : ''}exists (${existsSql(b, c.embed, alias)})`;
  const parts = c.children.map((ch) => `(${condSql(b, alias, ch)})`);
  const joined = parts.length ? parts.join(c.op === 'and' ? ' and ' : ' or ') : c.op === 'and' ? 'true' : 'false';
  // Parenthesised: callers join conditions with `and`, which binds tighter than `or`.
  return c.negated ? `not (${joined})` : `(${joined})`;
}

function joinSql(rel: Relationship, parent: string, child: string): string {
  if (rel.junction) {
    const j = `${child}_j`;
    const conds = [
      ...rel.junction.parentPairs.map(([p, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(p)}`),
      ...rel.junction.childPairs.map(([c, jc]) => `${j}.${ident(jc)} = ${child}.${ident(c)}`),
    ];
    return `exists (select 1 from ${qualified(rel.junction.table)} ${j} where ${conds.join(' and ')})`;
  }
  return rel.pairs.map(([p, c]) => `${child}.${ident(c)} = ${parent}.${ident(p)}`).join(' and ');
}

/** Conditions a plan puts on its own rows: filters plus `!inner` embeds that must match. */
function whereSql(b: Builder, plan: ReadPlan, alias: string): string[] {
  const out = plan.where.map((c) => condSql(b, alias, c));
  for (const s of plan.select) {
    if (s.kind === 'embed' && s.plan.inner) out.push(`exists (${existsSql(b, s, alias)})`);
  }
  return out;
}

/**
 * An embed's own conditions behind the row budget (see limits.ts): every row the embed reads that
 * its row policies let through is counted, before the request's filters. One CASE expression keeps
 * that order; as separate conditions Postgres would run a cheap leakproof filter first, and rows it
 * rejects (a million, for embeds inside embeds) would go uncounted.
 */
function budgeted(b: Builder, plan: ReadPlan, alias: string): string {
  const count = embedRowSql(alias, ident(plan.relation.columns.keys().next().value!));
  const own = whereSql(b, plan, alias);
  return own.length ? `(case when ${count} then (${own.join(' and ')}) else false end)` : count;
}

function existsSql(b: Builder, e: EmbedSel, parent: string): string {
  const a = b.alias();
  const conds = [joinSql(e.plan.rel!, parent, a), budgeted(b, e.plan, a)];
  return `select 1 from ${qualified(e.plan.relation.name)} ${a} where ${conds.join(' and ')}`;
}

function orderSql(b: Builder, plan: ReadPlan, alias: string): string {
  if (plan.order.length === 0) return '';
  const terms = plan.order.map((o: OrderPlan) => {
    let e: string;
    if (o.via) {
      const a = b.alias();
      e = `(select ${colExpr(b, a, o.column, o.json)} from ${qualified(o.via.plan.relation.name)} ${a} where ${joinSql(o.via.plan.rel!, alias, a)} limit 1)`;
    } else e = colExpr(b, alias, o.column, o.json);
    return `${e}${o.desc ? ' desc' : ' asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function pageSql(b: Builder, limit: number | undefined, offset: number | undefined): string {
  let s = '';
  if (limit !== undefined) s += ` limit ${b.bind(String(limit))}::int8`;
  if (offset !== undefined && offset > 0) s += ` offset ${b.bind(String(offset))}::int8`;
  return s;
}

/** The select list and lateral joins (for spreads) of one plan, reading rows aliased `alias`. */
function selectSql(b: Builder, plan: ReadPlan, alias: string, stripNulls: boolean): { list: string[]; laterals: string[] } {
  const list: string[] = [];
  const laterals: string[] = [];
  for (const s of plan.select) {
    if (s.kind === 'column') {
      const e = colExpr(b, alias, s.column, s.json);
      list.push(`${s.cast ? `(${e})::${s.cast}` : e} as ${ident(s.key)}`);
      continue;
    }
    if (s.hidden) continue;
    const a = b.alias();
    const inner = selectSql(b, s.plan, a, stripNulls);
    const conds = [joinSql(s.plan.rel!, alias, a), budgeted(b, s.plan, a)];
    const from = `from ${qualified(s.plan.relation.name)} ${a}${inner.laterals.join('')} where ${conds.join(' and ')}`;
    if (s.spread) {
      const l = b.alias('s');
      laterals.push(` left join lateral (select ${inner.list.join(', ') || '1 as pgrst_none'} ${from} limit 1) ${l} on true`);
      for (const key of outputKeys(s.plan)) list.push(`${l}.${ident(key)} as ${ident(key)}`);
      continue;
    }
    const row = b.alias('r');
    const rowJson = stripNulls ? `json_strip_nulls(row_to_json(${row}))` : `row_to_json(${row})`;
    const body = `select ${inner.list.join(', ')} ${from}`;
    if (s.plan.rel!.toOne) {
      list.push(`(select ${rowJson} from (${body} limit 1) ${row}) as ${ident(s.key)}`);
    } else {
      const page = orderSql(b, s.plan, a) + pageSql(b, s.plan.limit, s.plan.offset);
      list.push(`(select coalesce(json_agg(${rowJson}), '[]') from (${body}${page}) ${row}) as ${ident(s.key)}`);
    }
  }
  return { list, laterals };
}

function outputKeys(plan: ReadPlan): string[] {
  const keys: string[] = [];
  for (const s of plan.select) {
    if (s.kind === 'column') keys.push(s.key);
    else if (!s.hidden) keys.push(...(s.spread ? outputKeys(s.plan) : [s.key]));
  }
  return keys;
}

/**
 * The outer statement shared by reads, representations and rpc: page_total, optional total and
 * the JSON array body, from `source` (a relation, a CTE or a function call) aliased as pgrst_t0.
 */
function wrapRead(b: Builder, plan: ReadPlan, source: string, opts: ReadOptions, prefix = '', extra = ''): string {
  const a = 'pgrst_t0';
  const sel = selectSql(b, plan, a, opts.stripNulls);
  const where = whereSql(b, plan, a);
  const whereText = where.length ? ` where ${where.join(' and ')}` : '';
  const total = opts.count ? `(select count(*) from ${source} ${a}${whereText})` : 'null::int8';
  const inner = `select ${sel.list.join(', ')} from ${source} ${a}${sel.laterals.join('')}${whereText}${orderSql(b, plan, a)}${pageSql(b, opts.limit, opts.offset)}`;
  const row = opts.stripNulls ? 'json_strip_nulls(row_to_json(pgrst_r))' : 'pgrst_r';
  return `${prefix}select ${extra}${total}::int8 as total, count(*)::int8 as page_total, coalesce(json_agg(${row}), '[]')::text as body from (${inner}) pgrst_r`;
}

export function buildRead(plan: ReadPlan, opts: ReadOptions): BuiltQuery {
  const b = new Builder();
  const sql = wrapRead(b, plan, qualified(plan.relation.name), opts);
  return { sql, params: b.params };
}

function insertSql(b: Builder, m: MutatePlan, body: string, returning: string): string {
  const t = qualified(m.relation.name);
  const cols = m.columns;
  const values = cols.map((c) => {
    const v = `pgrst_p.${ident(c)}`;
    if (!m.missingDefault) return v;
    const def = m.relation.columns.get(c)?.default ?? 'null';
    return `case when pgrst_b.j ? ${literal(c)} then ${v} else ${def} end`;
  });
  let sql = `insert into ${t} as pgrst_m (${cols.map(ident).join(', ')}) select ${values.join(', ')} from jsonb_array_elements(${b.bind(body)}::jsonb) with ordinality pgrst_b(j, n), lateral jsonb_populate_record(null::${t}, pgrst_b.j) pgrst_p order by pgrst_b.n`;
  if (m.onConflict) {
    const target = `(${m.onConflict.columns.map(ident).join(', ')})`;
    const updates = cols.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    sql += m.onConflict.merge && updates.length ? ` on conflict ${target} do update set ${updates.join(', ')}` : ` on conflict ${target} do nothing`;
  }
  return sql + returning;
}

function updateSql(b: Builder, m: MutatePlan, body: string, returning: string): string {
  const t = qualified(m.relation.name);
  const sets = m.columns.map((c) => `${ident(c)} = pgrst_p.${ident(c)}`);
  const where =
    safeUpdateWhere(
      m.where.map((c) => condSql(b, 'pgrst_m', c)),
      'UPDATE',
    ) + writeBudget(m);
  return `update ${t} as pgrst_m set ${sets.join(', ')} from jsonb_populate_record(null::${t}, ${b.bind(body)}::jsonb) pgrst_p where ${where}${returning}`;
}

function deleteSql(b: Builder, m: MutatePlan, returning: string): string {
  const where =
    safeUpdateWhere(
      m.where.map((c) => condSql(b, 'pgrst_m', c)),
      'DELETE',
    ) + writeBudget(m);
  return `delete from ${qualified(m.relation.name)} as pgrst_m where ${where}${returning}`;
}

/**
 * Counts the rows an update or delete changes (see limits.ts). As its own condition it is the
 * costliest, so Postgres tests it after the filters and policies: only rows about to change count.
 */
function writeBudget(m: MutatePlan): string {
  return ` and ${writeRowSql('pgrst_m', ident(m.relation.columns.keys().next().value!))}`;
}

/**
 * Hosted Supabase loads pg-safeupdate for the API's connection role, so an UPDATE or DELETE
 * without a filter fails there with 21000 (PostgREST: 400) instead of touching every row the
 * policies allow. The local stack refuses it the same way, before any SQL runs.
 */
function safeUpdateWhere(conds: string[], verb: 'UPDATE' | 'DELETE'): string {
  if (conds.length === 0) throw pgrstError('21000', `${verb} requires a WHERE clause`);
  return conds.join(' and ');
}

/**
 * A write. With `representation` the statement returns the read shape over the changed rows
 * (plus how many were inserted, for upsert statuses); without, it is the bare statement so
 * RETURNING never triggers SELECT policies the caller did not ask to pass.
 */
export function buildMutation(m: MutatePlan, body: string, representation: boolean, opts: ReadOptions): BuiltQuery {
  const b = new Builder();
  const returning = representation ? " returning pgrst_m.*, (pgrst_m.xmax::text = '0') as pgrst_inserted" : '';
  const stmt = m.kind === 'insert' ? insertSql(b, m, body, returning) : m.kind === 'update' ? updateSql(b, m, body, returning) : deleteSql(b, m, returning);
  if (!representation) return { sql: stmt, params: b.params };
  const sql = wrapRead(
    b,
    m.read,
    'pgrst_mut',
    { ...opts, count: false },
    `with pgrst_mut as (${stmt}) `,
    '(select count(*) from pgrst_mut where pgrst_inserted)::int8 as inserted, ',
  );
  return { sql, params: b.params };
}

/** A function call: rows for composite returns, the bare JSON value for scalars, nothing for void. */
export function buildCall(c: CallPlan, args: unknown, opts: ReadOptions): BuiltQuery {
  const b = new Builder();
  const { fn } = c;
  let from: string;
  if (c.args.singleJson) {
    from = `${qualified(fn.name)}(${b.bind(JSON.stringify(args))}::${fn.args[0].type})`;
  } else if (c.args.names.length === 0) {
    from = `${qualified(fn.name)}()`;
  } else {
    const defs = c.args.names.map((n) => `${ident(n)} ${fn.args.find((a) => a.name === n)!.type}`);
    const call = c.args.names.map((n) => `${ident(n)} := pgrst_args.${ident(n)}`);
    from = `jsonb_to_record(${b.bind(JSON.stringify(args))}::jsonb) as pgrst_args(${defs.join(', ')}) cross join lateral ${qualified(fn.name)}(${call.join(', ')})`;
  }
  if (fn.returns === 'composite' && c.read) {
    return { sql: wrapRead(b, c.read, `(select pgrst_f.* from ${from} pgrst_f)`, opts), params: b.params };
  }
  if (fn.returns === 'void') return { sql: `select 1 from ${from} pgrst_f(v)`, params: b.params };
  if (fn.setof) {
    const inner = `select pgrst_f.v from ${from} pgrst_f(v)${pageSql(b, opts.limit, opts.offset)}`;
    const total = opts.count ? `(select count(*) from ${from} pgrst_f(v))` : 'null::int8';
    return {
      sql: `select ${total}::int8 as total, count(*)::int8 as page_total, coalesce(json_agg(pgrst_r.v), '[]')::text as body from (${inner}) pgrst_r`,
      params: b.params,
    };
  }
  return {
    sql: `select null::int8 as total, 1::int8 as page_total, coalesce(to_json(pgrst_f.v), 'null'::json)::text as body from ${from} pgrst_f(v)`,
    params: b.params,
  };
}
