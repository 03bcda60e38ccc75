import type { Queryable } from '../db/index.ts';

/** The one schema PostgREST exposes here. */
export const SCHEMA = 'public';

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  /** Default expression as Postgres prints it (trusted catalog text), used for `missing=default`. */
  default: string | null;
  identity: boolean;
  generated: boolean;
}

export interface Relation {
  name: string;
  /** r table, p partitioned, v view, m matview, f foreign, c composite type (return types only). */
  kind: string;
  columns: Map<string, Column>;
  pk: string[];
  /** Column sets that are unique (primary key and unique constraints), for one-to-one detection. */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FuncArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Func {
  name: string;
  args: FuncArg[];
  volatility: 'i' | 's' | 'v';
  setof: boolean;
  returnType: string;
  /** What the function returns: nothing, one JSON value per row, or rows with columns. */
  returns: 'void' | 'scalar' | 'composite';
  /** For composite returns: the relation the rows belong to (for embedding) or a synthetic one. */
  relation?: Relation;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  fks: ForeignKey[];
  functions: Map<string, Func[]>;
  /** Bumped on every load so cached plans from an older schema are ignored. */
  generation: number;
}

interface RelRow {
  oid: string;
  name: string;
  kind: string;
  columns: { name: string; num: number; type: string; nullable: boolean; default: string | null; identity: string; generated: string }[];
}
interface ConRow {
  name: string;
  type: string;
  tbl: string;
  cols: string[];
  ref_table: string | null;
  ref_schema: string | null;
  ref_cols: string[] | null;
}
interface ViewDepRow {
  view: string;
  action: string;
}
/** view column -> the base relation column it shows. */
type ViewColumnMap = Map<string, Map<string, { rel: string; col: string }>>;
interface FuncRow {
  name: string;
  volatility: 'i' | 's' | 'v';
  setof: boolean;
  ret_type: string;
  ret_typtype: string;
  ret_rel: string | null;
  ret_rel_schema: string | null;
  ret_rel_kind: string | null;
  nargs: number;
  ndefaults: number;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[] | null;
}

const RELATIONS_SQL = `
select c.oid::int8::text as oid, c.relname as name, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object(
      'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid), 'identity', a.attidentity::text, 'generated', a.attgenerated::text)
    order by a.attnum)
   from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, cl.relname as tbl,
  (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as cols,
  fcl.relname as ref_table, fns.nspname as ref_schema,
  (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as ref_cols
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
left join pg_class fcl on fcl.oid = con.confrelid left join pg_namespace fns on fns.oid = fcl.relnamespace
where ns.nspname = $1 and con.contype in ('p', 'u', 'f')
order by con.conname`;

// A view's parse tree records, per output column, the relation and column it was taken from
// (TargetEntry resorigtbl/resorigcol), which is how PostgREST follows foreign keys through views.
const VIEW_DEPS_SQL = `
select v.relname as view, r.ev_action::text as action
from pg_rewrite r
join pg_class v on v.oid = r.ev_class
join pg_namespace vn on vn.oid = v.relnamespace
where vn.nspname = $1 and v.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
select p.proname as name, p.provolatile::text as volatility, p.proretset as setof,
  format_type(p.prorettype, null) as ret_type, t.typtype::text as ret_typtype,
  rc.relname as ret_rel, rn.nspname as ret_rel_schema, rc.relkind::text as ret_rel_kind,
  p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
  p.proargnames as argnames, p.proargmodes::text[] as argmodes,
  (select json_agg(format_type(x, null) order by i)
     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i)) as argtypes
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'`;

let generationCounter = 0;

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const [rels, cons, deps, funcs] = [
    await db.query<RelRow>(RELATIONS_SQL, [SCHEMA]),
    await db.query<ConRow>(CONSTRAINTS_SQL, [SCHEMA]),
    await db.query<ViewDepRow>(VIEW_DEPS_SQL, [SCHEMA]),
    await db.query<FuncRow>(FUNCTIONS_SQL, [SCHEMA]),
  ];
  const relations = new Map<string, Relation>();
  for (const r of rels.rows) {
    const columns = new Map<string, Column>();
    for (const c of r.columns) {
      columns.set(c.name, {
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        default: c.default,
        identity: c.identity !== '',
        generated: c.generated !== '',
      });
    }
    relations.set(r.name, { name: r.name, kind: r.kind, columns, pk: [], uniques: [] });
  }
  const baseFks: ForeignKey[] = [];
  for (const c of cons.rows) {
    const rel = relations.get(c.tbl);
    if (!rel) continue;
    if (c.type === 'p') rel.pk = c.cols;
    if (c.type === 'p' || c.type === 'u') rel.uniques.push(c.cols);
    if (c.type === 'f' && c.ref_schema === SCHEMA && c.ref_table && c.ref_cols) {
      baseFks.push({ name: c.name, table: c.tbl, columns: c.cols, refTable: c.ref_table, refColumns: c.ref_cols });
    }
  }
  const viewCols = viewColumns(rels.rows, deps.rows);
  const fks = [...baseFks, ...viewForeignKeys(baseFks, viewCols, relations)];
  inheritViewKeys(viewCols, relations);

  const functions = new Map<string, Func[]>();
  for (const f of funcs.rows) {
    const fn = toFunc(f, relations);
    if (!fn) continue;
    const list = functions.get(fn.name) ?? [];
    list.push(fn);
    functions.set(fn.name, list);
  }
  generationCounter += 1;
  return { relations, fks, functions, generation: generationCounter };
}

function viewColumns(rels: RelRow[], deps: ViewDepRow[]): ViewColumnMap {
  const byOid = new Map(rels.map((r) => [r.oid, r]));
  const byName = new Map(rels.map((r) => [r.name, r]));
  const direct: ViewColumnMap = new Map();
  for (const d of deps) {
    const view = byName.get(d.view);
    if (!view) continue;
    const map = new Map<string, { rel: string; col: string }>();
    const re = /:resno (\d+) :resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;
    for (const m of d.action.matchAll(re)) {
      const vcol = view.columns.find((c) => c.num === Number(m[1]));
      const src = byOid.get(m[3]);
      const scol = src?.columns.find((c) => c.num === Number(m[4]));
      // Only the view's own target list names its columns; nested queries' entries do not match.
      if (vcol && vcol.name === m[2] && src && scol) map.set(vcol.name, { rel: src.name, col: scol.name });
    }
    direct.set(view.name, map);
  }
  // Views over views: follow each column down to a base relation.
  const resolved: ViewColumnMap = new Map();
  for (const [view, map] of direct) {
    const out = new Map<string, { rel: string; col: string }>();
    for (const [vcol, src] of map) {
      let cur = src;
      for (let i = 0; i < 8 && direct.has(cur.rel); i++) {
        const next = direct.get(cur.rel)!.get(cur.col);
        if (!next) break;
        cur = next;
      }
      out.set(vcol, cur);
    }
    resolved.set(view, out);
  }
  return resolved;
}

/** Views expose a foreign key when they show all its columns (under any name). */
function viewForeignKeys(base: ForeignKey[], viewCols: ViewColumnMap, relations: Map<string, Relation>): ForeignKey[] {
  const exposing = (table: string, cols: string[]): { rel: string; cols: string[] }[] => {
    const out: { rel: string; cols: string[] }[] = [{ rel: table, cols }];
    for (const [view, map] of viewCols) {
      if (!relations.has(view)) continue;
      const names = cols.map((c) => [...map].find(([, src]) => src.rel === table && src.col === c)?.[0]);
      if (names.every((n): n is string => n !== undefined)) out.push({ rel: view, cols: names });
    }
    return out;
  };
  const derived: ForeignKey[] = [];
  for (const fk of base) {
    for (const s of exposing(fk.table, fk.columns)) {
      for (const t of exposing(fk.refTable, fk.refColumns)) {
        if (s.rel === fk.table && t.rel === fk.refTable) continue;
        derived.push({ name: fk.name, table: s.rel, columns: s.cols, refTable: t.rel, refColumns: t.cols });
      }
    }
  }
  return derived;
}

function inheritViewKeys(viewCols: ViewColumnMap, relations: Map<string, Relation>): void {
  for (const [view, map] of viewCols) {
    const v = relations.get(view);
    if (!v) continue;
    const rename = (rel: string, cols: string[]) => cols.map((c) => [...map].find(([, s]) => s.rel === rel && s.col === c)?.[0]);
    const sources = new Set([...map.values()].map((s) => s.rel));
    // Keys survive only a view over one relation; a join can repeat a base row.
    if (sources.size !== 1) continue;
    for (const t of sources) {
      const base = relations.get(t);
      if (!base) continue;
      for (const u of base.uniques) {
        const names = rename(t, u);
        if (names.every((n): n is string => n !== undefined)) v.uniques.push(names);
      }
      const pk = rename(t, base.pk);
      if (v.pk.length === 0 && base.pk.length && pk.every((n): n is string => n !== undefined)) v.pk = pk;
    }
  }
}

function toFunc(f: FuncRow, relations: Map<string, Relation>): Func | undefined {
  const types = f.argtypes ?? [];
  const modes = f.argmodes ?? types.map(() => 'i');
  const names = f.argnames ?? [];
  const inputs: FuncArg[] = [];
  const outputs: Column[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.push({ name, type, nullable: true, default: null, identity: false, generated: false });
    }
  });
  for (let i = inputs.length - f.ndefaults; i < inputs.length; i++) if (i >= 0) inputs[i].hasDefault = true;
  const base = { name: f.name, args: inputs, volatility: f.volatility, setof: f.setof, returnType: f.ret_type };
  if (f.ret_type === 'void') return { ...base, returns: 'void' };
  if (f.ret_rel && f.ret_rel_schema === SCHEMA && relations.has(f.ret_rel)) {
    return { ...base, returns: 'composite', relation: relations.get(f.ret_rel) };
  }
  if (f.ret_type === 'record' && outputs.length > 0) {
    const columns = new Map(outputs.map((c) => [c.name, c]));
    return { ...base, returns: 'composite', relation: { name: f.name, kind: 'c', columns, pk: [], uniques: [] } };
  }
  if (f.ret_typtype === 'p' && f.ret_type !== 'record') {
    // trigger, event_trigger, internal...: not callable over HTTP.
    if (['trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler', 'index_am_handler', 'table_am_handler', 'tsm_handler'].includes(f.ret_type))
      return undefined;
  }
  return { ...base, returns: 'scalar' };
}

/**
 * Holds the current cache; `reload()` re-reads the catalog, `reloadSoon()` does so at most once a
 * second (used when a request names a relation the cache does not know, e.g. after a migration).
 */
export class SchemaCacheStore {
  private cache: SchemaCache | undefined;
  private loading: Promise<SchemaCache> | undefined;
  private lastMissReload = 0;

  constructor(private readonly load: () => Promise<SchemaCache>) {}

  async get(): Promise<SchemaCache> {
    return this.cache ?? this.reload();
  }

  reload(): Promise<SchemaCache> {
    this.loading ??= this.load()
      .then((c) => {
        this.cache = c;
        return c;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Reloads after a miss unless one happened within the last second; answers the (maybe new) cache. */
  async afterMiss(): Promise<SchemaCache> {
    const now = Date.now();
    if (now - this.lastMissReload < 1000) return this.get();
    this.lastMissReload = now;
    return this.reload();
  }
}
