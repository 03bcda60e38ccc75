import { pgrstError } from './errors.ts';
import { SCHEMA, type ForeignKey, type Relation, type SchemaCache } from './schema-cache.ts';

/** How an embedded resource joins its parent; pairs are [parent column, child column]. */
export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  toOne: boolean;
  child: Relation;
  pairs: [string, string][];
  junction?: { table: string; parentPairs: [string, string][]; childPairs: [string, string][] };
  fk: string;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function isUnique(rel: Relation | undefined, cols: string[]): boolean {
  return !!rel && rel.uniques.some((u) => sameSet(u, cols));
}

function describe(parent: string, r: Relationship): Record<string, string> {
  const rel = r.junction
    ? `${r.junction.table} using ${r.fk}`
    : `${r.fk} using ${parent}(${r.pairs.map((p) => p[0]).join(', ')}) and ${r.child.name}(${r.pairs.map((p) => p[1]).join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${parent} with ${r.child.name}`, relationship: rel };
}

/**
 * Finds the one relationship `parent` → `target` (a relation, or a foreign key / column name of the
 * parent), narrowed by `hint`. None is PGRST200 and several is PGRST201, as in PostgREST.
 */
export function findRelationship(cache: SchemaCache, parent: Relation, target: string, hint?: string): Relationship {
  const found: Relationship[] = [];
  const fromParent = cache.fks.filter((fk) => fk.table === parent.name);
  const toParent = cache.fks.filter((fk) => fk.refTable === parent.name);
  const targetRel = cache.relations.get(target);
  const m2o = (fk: ForeignKey): Relationship => {
    const child = cache.relations.get(fk.refTable)!;
    const one2one = isUnique(parent, fk.columns);
    return {
      cardinality: one2one ? 'one-to-one' : 'many-to-one',
      toOne: true,
      child,
      pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
      fk: fk.name,
    };
  };
  if (targetRel && targetRel.kind !== 'c') {
    for (const fk of fromParent) if (fk.refTable === target) found.push(m2o(fk));
    for (const fk of toParent) {
      if (fk.table !== target) continue;
      const toOne = isUnique(targetRel, fk.columns);
      found.push({
        cardinality: toOne ? 'one-to-one' : 'one-to-many',
        toOne,
        child: targetRel,
        pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
        fk: fk.name,
      });
    }
    for (const j of toParent) {
      const junction = cache.relations.get(j.table);
      if (!junction || j.table === target || j.table === parent.name) continue;
      for (const k of cache.fks) {
        if (k.table !== j.table || k.refTable !== target || k.name === j.name) continue;
        if (![...j.columns, ...k.columns].every((c) => junction.pk.includes(c))) continue;
        found.push({
          cardinality: 'many-to-many',
          toOne: false,
          child: targetRel,
          pairs: [],
          junction: {
            table: j.table,
            parentPairs: j.refColumns.map((c, i) => [c, j.columns[i]]),
            childPairs: k.refColumns.map((c, i) => [c, k.columns[i]]),
          },
          fk: `${j.name} and ${k.name}`,
        });
      }
    }
  } else {
    for (const fk of fromParent) {
      if (fk.name === target || (fk.columns.length === 1 && fk.columns[0] === target)) found.push(m2o(fk));
    }
  }
  let matches = hint === undefined ? found : found.filter((r) => matchesHint(r, hint));
  // A column hint on a self-reference names the parent's own foreign key column: many-to-one wins.
  if (hint !== undefined && matches.length > 1) {
    const own = matches.filter((r) => !r.junction && r.toOne && r.pairs.some(([p]) => p === hint));
    if (own.length === 1) matches = own;
  }
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    throw pgrstError(
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${SCHEMA}', but no matches were found.`,
    );
  }
  const err = pgrstError(
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
    null,
    `Try changing '${target}' to one of the following: ${matches.map((r) => `'${r.child.name}!${r.junction ? r.junction.table : r.fk}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
  (err.body as Record<string, unknown>).details = matches.map((r) => describe(parent.name, r));
  throw err;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.fk === hint || r.fk.split(' and ').includes(hint)) return true;
  if (r.junction) return r.junction.table === hint;
  return r.pairs.some(([p, c]) => p === hint || c === hint);
}
