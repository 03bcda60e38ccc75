import { columnNotFound, pgrstError, payloadColumnNotFound } from './errors.ts';
import type { JsonStep, LogicNode, OpExpr, OrderTerm, QueryParams, SelectItem } from './parse.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { Func, Relation, SchemaCache } from './schema-cache.ts';

/**
 * Step 2 (PostgREST's Plan): the parsed request checked against the schema cache. Every name in
 * a plan is a real column, relation or function, so query.ts can quote it without further checks.
 */

export interface ColumnSel {
  kind: 'column';
  column: string;
  json: JsonStep[];
  cast?: string;
  key: string;
}

export interface EmbedSel {
  kind: 'embed';
  key: string;
  spread: boolean;
  /** Empty `rel()`: used for filtering only, not in the output. */
  hidden: boolean;
  plan: ReadPlan;
}

export type Sel = ColumnSel | EmbedSel;

export type Cond =
  | { kind: 'filter'; column: string; colType: string; json: JsonStep[]; expr: OpExpr }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: Cond[] }
  | { kind: 'embedNull'; embed: EmbedSel; isNull: boolean };

export interface OrderPlan {
  column: string;
  json: JsonStep[];
  desc: boolean;
  nulls?: 'first' | 'last';
  /** Ordering by a column of a to-one embed. */
  via?: EmbedSel;
}

export interface ReadPlan {
  relation: Relation;
  select: Sel[];
  where: Cond[];
  order: OrderPlan[];
  limit?: number;
  offset?: number;
  rel?: Relationship;
  inner: boolean;
}

export interface MutatePlan {
  kind: 'insert' | 'update' | 'delete';
  relation: Relation;
  columns: string[];
  where: Cond[];
  onConflict?: { columns: string[]; merge: boolean };
  missingDefault: boolean;
  /** The rows sent back for return=representation. */
  read: ReadPlan;
}

export interface CallPlan {
  fn: Func;
  /** Named arguments provided, or the whole body for a function with one unnamed json parameter. */
  args: { names: string[]; singleJson: boolean };
  read?: ReadPlan;
}

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);

export function planRead(cache: SchemaCache, relation: Relation, q: QueryParams, withRootFilters = true): ReadPlan {
  const root = buildPlan(cache, relation, q.select, undefined, false);
  for (const { path, node } of q.filters) {
    if (!withRootFilters && path.length === 0) continue;
    const plan = planAt(root, path);
    plan.where.push(toCond(plan, node));
  }
  for (const { path, terms } of q.orders) {
    const plan = planAt(root, path);
    plan.order.push(...terms.map((t) => toOrder(plan, t)));
  }
  for (const r of q.ranges) {
    const plan = planAt(root, r.path);
    if (r.limit !== undefined && r.limit < 0) {
      throw pgrstError('PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
    }
    if (r.offset !== undefined && r.offset < 0)
      throw pgrstError('PGRST100', `"failed to parse offset (${r.offset})" (line 1, column 1)`, 'unexpected "-" expecting digit');
    if (r.limit !== undefined) plan.limit = r.limit;
    if (r.offset !== undefined) plan.offset = r.offset;
  }
  return root;
}

function buildPlan(cache: SchemaCache, relation: Relation, items: SelectItem[], rel: Relationship | undefined, inner: boolean): ReadPlan {
  const plan: ReadPlan = { relation, select: [], where: [], order: [], rel, inner };
  for (const item of items) {
    if (item.type === 'star') {
      for (const c of relation.columns.keys()) plan.select.push({ kind: 'column', column: c, json: [], key: c });
    } else if (item.type === 'column') {
      requireColumn(relation, item.field.name);
      const last = item.field.json[item.field.json.length - 1];
      plan.select.push({
        kind: 'column',
        column: item.field.name,
        json: item.field.json,
        cast: item.cast,
        key: item.alias ?? (last ? last.key : item.field.name),
      });
    } else {
      if (item.items.length === 0 && AGGREGATES.has(item.name) && !cache.relations.has(item.name)) {
        throw pgrstError('PGRST123', 'Use of aggregate functions is not allowed');
      }
      const r = findRelationship(cache, relation, item.name, item.hint);
      if (item.spread && !r.toOne) {
        throw pgrstError(
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${relation.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const child = buildPlan(cache, r.child, item.items, r, item.joinType === 'inner');
      plan.select.push({ kind: 'embed', key: item.alias ?? item.name, spread: item.spread, hidden: item.items.length === 0, plan: child });
    }
  }
  return plan;
}

function requireColumn(relation: Relation, name: string) {
  const col = relation.columns.get(name);
  if (!col) throw columnNotFound(relation.name, name);
  return col;
}

function findEmbed(plan: ReadPlan, key: string): EmbedSel | undefined {
  for (const s of plan.select) {
    if (s.kind !== 'embed') continue;
    if (s.key === key) return s;
    if (s.spread) {
      const inner = findEmbed(s.plan, key);
      if (inner) return inner;
    }
  }
  return undefined;
}

function planAt(root: ReadPlan, path: string[]): ReadPlan {
  let plan = root;
  for (const key of path) {
    const e = findEmbed(plan, key);
    if (!e) {
      throw pgrstError(
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
    plan = e.plan;
  }
  return plan;
}

function toCond(plan: ReadPlan, node: LogicNode): Cond {
  if (node.type === 'logic') {
    return { kind: 'logic', op: node.op, negated: node.negated, children: node.children.map((c) => toCond(plan, c)) };
  }
  const { field, expr } = node.filter;
  if (!plan.relation.columns.has(field.name) && field.json.length === 0) {
    const embed = findEmbed(plan, field.name);
    if (embed) {
      if (expr.op !== 'is' || (expr.value !== 'null' && expr.value !== 'not_null')) {
        throw pgrstError(
          'PGRST120',
          `Bad operator on the '${field.name}' embedded resource`,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      const isNull = (expr.value === 'null') !== expr.negated;
      return { kind: 'embedNull', embed, isNull };
    }
  }
  const col = requireColumn(plan.relation, field.name);
  return { kind: 'filter', column: field.name, colType: col.type, json: field.json, expr };
}

function toOrder(plan: ReadPlan, t: OrderTerm): OrderPlan {
  if (t.relation === undefined) {
    requireColumn(plan.relation, t.field.name);
    return { column: t.field.name, json: t.field.json, desc: t.desc, nulls: t.nulls };
  }
  const via = findEmbed(plan, t.relation);
  if (!via) {
    throw pgrstError(
      'PGRST108',
      `'${t.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${t.relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!via.plan.rel?.toOne) {
    throw pgrstError(
      'PGRST118',
      `A related order on '${t.relation}' is not possible`,
      `'${plan.relation.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  requireColumn(via.plan.relation, t.field.name);
  return { column: t.field.name, json: t.field.json, desc: t.desc, nulls: t.nulls, via };
}

/** Checks payload/`columns` names: unknown ones are PGRST204 as PostgREST answers for writes. */
export function checkPayloadColumns(relation: Relation, cols: string[]): void {
  for (const c of cols) if (!relation.columns.has(c)) throw payloadColumnNotFound(relation.name, c);
}

export function planMutation(
  cache: SchemaCache,
  relation: Relation,
  kind: MutatePlan['kind'],
  q: QueryParams,
  opts: { columns: string[]; resolution?: 'merge-duplicates' | 'ignore-duplicates'; missingDefault: boolean },
): MutatePlan {
  checkPayloadColumns(relation, opts.columns);
  const read = planRead(cache, relation, q, false);
  const root = planRead(cache, relation, { ...q, select: [], orders: [], ranges: [] });
  let onConflict: MutatePlan['onConflict'];
  if (kind === 'insert' && opts.resolution) {
    const cols = q.onConflict ?? relation.pk;
    if (cols.length === 0) {
      throw pgrstError('42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
    }
    for (const c of cols) requireColumn(relation, c);
    onConflict = { columns: cols, merge: opts.resolution === 'merge-duplicates' };
  } else if (kind === 'insert' && q.onConflict) {
    for (const c of q.onConflict) requireColumn(relation, c);
  }
  return { kind, relation, columns: opts.columns, where: root.where, onConflict, missingDefault: opts.missingDefault, read };
}

/**
 * Picks the overload whose parameters cover the given names (required ones all present), or the
 * one taking a single unnamed json/jsonb body. None is PGRST202 with PostgREST's wording.
 */
export function pickFunction(name: string, overloads: Func[] | undefined, keys: string[], bodyIsObject: boolean): CallPlan['args'] & { fn: Func } {
  for (const fn of overloads ?? []) {
    const named = fn.args.every((a) => a.name !== '');
    if (named && bodyIsObject && keys.every((k) => fn.args.some((a) => a.name === k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name))) {
      return { fn, names: keys, singleJson: false };
    }
  }
  for (const fn of overloads ?? []) {
    if (fn.args.length === 1 && fn.args[0].name === '' && (fn.args[0].type === 'json' || fn.args[0].type === 'jsonb')) {
      return { fn, names: [], singleJson: true };
    }
  }
  const sorted = [...keys].sort();
  const sig = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const det = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  throw pgrstError(
    'PGRST202',
    `Could not find the function public.${name}${sig} in the schema cache`,
    `Searched for the function public.${name}${det} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
