// Row visibility for postgres_changes, checked as each subscriber the way Supabase Realtime does
// (realtime.apply_rls): a change reaches a subscriber only if, with their role and JWT claims set,
// `select exists(select 1 from <table> where <pk> = <value>)` finds the row.
// Per table the server generates realtime.visible_rows_<oid>(keys, groups): one call per table
// and batch of changes loops over the distinct claim groups inside Postgres, so 50 subscribers of
// one user cost one check and 50 users one round trip. Static SQL (not EXECUTE) lets plpgsql keep
// the plan across groups of the same role; identifiers come from pg_catalog and are quoted, values
// are bound.

import type { Database } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';

export interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  columns: { name: string; type: string }[];
  types: Map<string, string>;
  pk: string[];
  /** SQL type of each primary-key column (format_type), for the generated check. */
  pkTypes: string[];
  rls: boolean;
  replicaIdentityFull: boolean;
}

/** Table metadata from pg_catalog, cached until invalidated (DDL is rare; a miss re-reads). */
export class Catalog {
  private cache = new Map<string, Promise<TableInfo | null>>();
  constructor(private db: Database) {}

  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}\u0000${table}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.load(schema, table).catch((e) => {
        this.cache.delete(key);
        throw e;
      });
      this.cache.set(key, hit);
    }
    return hit;
  }

  invalidate(schema?: string, table?: string): void {
    if (schema === undefined) this.cache.clear();
    else this.cache.delete(`${schema}\u0000${table}`);
  }

  async schemaExists(schema: string): Promise<boolean> {
    const r = await this.db.query<{ ok: boolean }>('select exists(select 1 from pg_catalog.pg_namespace where nspname = $1) as ok', [schema]);
    return r.rows[0].ok;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const rel = await this.db.query<{ oid: number; rls: boolean; ident: string }>(
      `select c.oid::int as oid, c.relrowsecurity as rls, c.relreplident::text as ident
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
      [schema, table],
    );
    if (!rel.rows.length) return null;
    const { oid, rls, ident } = rel.rows[0];
    const cols = await this.db.query<{ name: string; type: string; sqltype: string; pk: boolean }>(
      `select a.attname::text as name, t.typname::text as type, pg_catalog.format_type(a.atttypid, a.atttypmod) as sqltype,
              exists(select 1 from pg_catalog.pg_index i where i.indrelid = a.attrelid and i.indisprimary
                       and a.attnum = any(i.indkey)) as pk
         from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [oid],
    );
    const columns = cols.rows.map((c) => ({ name: c.name, type: c.type }));
    const pkCols = cols.rows.filter((c) => c.pk);
    const info: TableInfo = {
      oid,
      schema,
      name: table,
      columns,
      types: new Map(columns.map((c) => [c.name, c.type])),
      pk: pkCols.map((c) => c.name),
      pkTypes: pkCols.map((c) => c.sqltype),
      rls,
      replicaIdentityFull: ident === 'f',
    };
    await this.db.exec(visibilityFunctionSql(info));
    return info;
  }
}

/** Subscribers are grouped by role and user: one visibility check per group. */
export function claimsGroupKey(claims: JwtClaims): string {
  return `${claims.role}\u0000${claims.sub ?? ''}`;
}

/**
 * For each group, which keys are visible. keys[i] is the primary key object of a changed row, or
 * null for a DELETE (which only needs SELECT on the table, as Supabase sends deletes unchecked by
 * row policies). Returns visible[g] = set of key indexes (0-based).
 */
export async function visibleKeys(db: Database, table: TableInfo, keys: (Record<string, unknown> | null)[], groups: JwtClaims[]): Promise<Set<number>[]> {
  const out = groups.map(() => new Set<number>());
  if (!keys.length || !groups.length) return out;
  const r = await db.query<{ grp: number; idx: number }>(`select grp, idx from realtime.${fnName(table)}($1, $2)`, [
    JSON.stringify(keys),
    JSON.stringify(groups.map((claims) => ({ role: claims.role, claims }))),
  ]);
  for (const row of r.rows) out[row.grp - 1]?.add(row.idx - 1);
  return out;
}

/** The primary-key part of a row (the whole row when the table has no primary key). */
export function keyOf(table: TableInfo, row: Record<string, unknown>): Record<string, unknown> {
  if (!table.pk.length) return row;
  const key: Record<string, unknown> = {};
  for (const c of table.pk) key[c] = row[c];
  return key;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const fnName = (t: TableInfo) => `visible_rows_${t.oid}`;

/**
 * The per-table check. keys: json array of primary-key objects (json null = a DELETE, which needs
 * only SELECT on the table); groups: json array of {role, claims}. Returns visible (group, key)
 * pairs, 1-based. The first pass runs every group in one subtransaction; if any group's check
 * raises (a policy error, a missing grant), a second pass isolates each group so only that one
 * sees nothing. Not security definer: the server calls it on its own superuser connection, which
 * may switch to any role; the API roles cannot execute it.
 */
export function visibilityFunctionSql(t: TableInfo): string {
  const table = `${ident(t.schema)}.${ident(t.name)}`;
  // One indexed primary-key probe per key: a join against all keys at once lets the planner pick a
  // sequential scan, which under row-level security evaluates the policy for every row.
  const match = t.pk.length ? t.pk.map((c, i) => `t.${ident(c)} = (v_key ->> ${literal(c)})::${t.pkTypes[i]}`).join(' and ') : 'pg_catalog.to_jsonb(t) = v_key';
  const check = `
      pg_catalog.set_config('request.jwt.claims', v_group ->> 'claims', true),
      pg_catalog.set_config('request.jwt.claim.sub', coalesce(v_group -> 'claims' ->> 'sub', ''), true),
      pg_catalog.set_config('request.jwt.claim.role', v_group ->> 'role', true),
      pg_catalog.set_config('role', v_group ->> 'role', true)`;
  const hits = `
      v_hits := '{}';
      v_i := 0;
      for v_key in select value from pg_catalog.jsonb_array_elements(p_keys) loop
        v_i := v_i + 1;
        if v_key = 'null'::jsonb then
          if pg_catalog.has_table_privilege(${t.oid}::oid, 'SELECT') then v_hits := v_hits || v_i; end if;
        elsif exists (select 1 from ${table} t where ${match}) then
          v_hits := v_hits || v_i;
        end if;
      end loop;`;
  const collect = `
      perform pg_catalog.set_config('role', 'none', true);
      v_grps := v_grps || pg_catalog.array_fill(v_g, array[pg_catalog.cardinality(v_hits)]);
      v_idxs := v_idxs || v_hits;`;
  return `
create or replace function realtime.${fnName(t)}(p_keys jsonb, p_groups jsonb) returns table (grp int, idx int)
language plpgsql set search_path = '' as $fn$
declare
  v_group jsonb;
  v_key jsonb;
  v_i int;
  v_g int := 0;
  v_hits int[];
  v_grps int[] := '{}';
  v_idxs int[] := '{}';
begin
  begin
    for v_group in select value from pg_catalog.jsonb_array_elements(p_groups) loop
      v_g := v_g + 1;
      perform ${check};
      ${hits}
      ${collect}
    end loop;
  exception when others then
    v_g := 0;
    v_grps := '{}';
    v_idxs := '{}';
    for v_group in select value from pg_catalog.jsonb_array_elements(p_groups) loop
      v_g := v_g + 1;
      begin
        perform ${check};
        ${hits}
      exception when others then
        v_hits := '{}';
      end;
      ${collect}
    end loop;
  end;
  perform pg_catalog.set_config('request.jwt.claims', '', true),
          pg_catalog.set_config('request.jwt.claim.sub', '', true),
          pg_catalog.set_config('request.jwt.claim.role', '', true);
  return query select * from unnest(v_grps, v_idxs);
end $fn$;
revoke all on function realtime.${fnName(t)}(jsonb, jsonb) from public;`;
}
