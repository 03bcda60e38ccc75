import type { Queryable } from './types.ts';

export interface ColumnInfo {
  name: string;
  type: string; // udt name, e.g. int4, _text, my_enum
  typeSchema: string;
  typeKind: string; // pg_type.typtype: b, e, c, d
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean; // generated always ... stored
  identityAlways: boolean;
}

export interface RelationshipInfo {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  updatable: boolean;
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typeKind: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnTypeKind: string;
  returnsSet: boolean;
  /** Columns of `returns table(...)`, or of the relation for `setof <table>`. */
  returnColumns: { name: string; type: string; typeKind: string }[] | null;
  returnRelation: string | null;
}

export interface SchemaInfo {
  schema: string;
  relations: RelationInfo[];
  functions: FunctionInfo[];
  enums: { name: string; values: string[] }[];
}

export async function introspect(db: Queryable, schema: string): Promise<SchemaInfo> {
  const rels = (
    await db.query<{ oid: number; name: string; relkind: string; updatable: boolean }>(
      `select c.oid::int as oid, c.relname as name, c.relkind::text as relkind,
              (c.relkind = 'v' and pg_relation_is_updatable(c.oid, false) & 20 = 20) as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r','p','v','m')
        order by c.relname`,
      [schema],
    )
  ).rows;

  const cols = (
    await db.query<{
      relid: number;
      name: string;
      type: string;
      type_schema: string;
      typtype: string;
      notnull: boolean;
      hasdefault: boolean;
      generated: string;
      identity: string;
    }>(
      `select a.attrelid::int as relid, a.attname as name, t.typname as type, tn.nspname as type_schema,
              coalesce(et.typtype, t.typtype)::text as typtype, a.attnotnull as notnull, a.atthasdef as hasdefault,
              a.attgenerated::text as generated, a.attidentity::text as identity
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
        where n.nspname = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attrelid, a.attnum`,
      [schema],
    )
  ).rows;

  const fks = (
    await db.query<{ relid: number; name: string; cols: string[]; ref: string; refcols: string[]; one_to_one: boolean }>(
      `select con.conrelid::int as relid, con.conname as name,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as cols,
              rc.relname as ref,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as refcols,
              exists(select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
                       and ix.indpred is null and (ix.indkey::int2[])::int2[] @> con.conkey
                       and array_length(ix.indkey::int2[], 1) = array_length(con.conkey, 1)) as one_to_one
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        order by con.conname`,
      [schema],
    )
  ).rows;

  const relations: RelationInfo[] = rels.map((r) => ({
    name: r.name,
    kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
    updatable: r.relkind === 'v' ? r.updatable : r.relkind !== 'm',
    columns: cols
      .filter((c) => c.relid === r.oid)
      .map((c) => ({
        name: c.name,
        type: c.type,
        typeSchema: c.type_schema,
        typeKind: c.typtype,
        // View columns never carry NOT NULL, so the CLI types them nullable too.
        nullable: r.relkind === 'v' || r.relkind === 'm' ? true : !c.notnull,
        hasDefault: c.hasdefault,
        generated: c.generated === 's',
        identityAlways: c.identity === 'a',
      })),
    relationships: fks
      .filter((f) => f.relid === r.oid)
      .map((f) => ({
        foreignKeyName: f.name,
        columns: f.cols,
        isOneToOne: f.one_to_one,
        referencedRelation: f.ref,
        referencedColumns: f.refcols,
      })),
  }));

  const fns = (
    await db.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      arg_kinds: string[];
      nargs: number;
      ndefaults: number;
      rettype: string;
      rettypkind: string;
      retset: boolean;
      ret_rel: string | null;
      out_names: string[] | null;
      out_types: string[] | null;
      out_kinds: string[] | null;
      out_modes: string[] | null;
    }>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select t.typname::text from unnest(p.proargtypes::oid[]) with ordinality a(o, i) join pg_type t on t.oid = a.o order by a.i) as arg_types,
              array(select t.typtype::text from unnest(p.proargtypes::oid[]) with ordinality a(o, i) join pg_type t on t.oid = a.o order by a.i) as arg_kinds,
              p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
              rt.typname as rettype, rt.typtype::text as rettypkind, p.proretset as retset,
              (select c.relname from pg_class c where c.oid = rt.typrelid and c.relkind in ('r','v','p','m')) as ret_rel,
              p.proargnames as out_names,
              array(select t.typname::text from unnest(p.proallargtypes::oid[]) with ordinality a(o, i) join pg_type t on t.oid = a.o order by a.i) as out_types,
              array(select t.typtype::text from unnest(p.proallargtypes::oid[]) with ordinality a(o, i) join pg_type t on t.oid = a.o order by a.i) as out_kinds,
              p.proargmodes::text[] as out_modes
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and rt.typname <> 'trigger'
        order by p.proname, p.oid`,
      [schema],
    )
  ).rows;

  const functions: FunctionInfo[] = fns.map((f) => {
    const modes = f.out_modes ?? [];
    const names = f.arg_names ?? [];
    const inputNames = modes.length ? names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i])) : names;
    const args = f.arg_types.map((type, i) => ({
      name: inputNames[i] ?? '',
      type,
      typeKind: f.arg_kinds[i],
      hasDefault: i >= f.nargs - f.ndefaults,
    }));
    const tableCols = modes.length
      ? modes
          .map((m, i) => ({ m, i }))
          .filter(({ m }) => m === 't')
          .map(({ i }) => ({ name: names[i], type: f.out_types![i], typeKind: f.out_kinds![i] }))
      : [];
    const retRel = f.ret_rel ? (relations.find((r) => r.name === f.ret_rel) ?? null) : null;
    return {
      name: f.name,
      args,
      returnType: f.rettype,
      returnTypeKind: f.rettypkind,
      returnsSet: f.retset,
      returnColumns: tableCols.length ? tableCols : retRel ? retRel.columns.map((c) => ({ name: c.name, type: c.type, typeKind: c.typeKind })) : null,
      returnRelation: retRel?.name ?? null,
    };
  });

  const enumRows = (
    await db.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;

  return { schema, relations, functions, enums: enumRows };
}
