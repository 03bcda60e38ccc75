// Proves two sets of migrations build the same database: applies the migrations of a git revision
// (default HEAD) and the working tree's to two fresh databases on a throw-away PostgreSQL (the same
// migrate() the local stack runs), then compares the schema dumps and the catalogue: every function's
// definition and grants, policies, triggers, indexes, table grants and the rows migrations insert.
//
//   npx tsx scripts/db/compare-schemas.ts [--base REV] [--port 5499]
//
// Exit 0 when nothing differs; otherwise prints each difference and exits 1.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { findPostgresBin, installHint, startPostgres } from '../bench-scale/postgres.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const base = args.get('--base') ?? 'HEAD';
const port = Number(args.get('--port') ?? process.env.COMPARE_PG_PORT ?? 5499);

/** A supabase folder holding the migrations as they were at `rev`. */
function migrationsAt(rev: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-compare-'));
  fs.mkdirSync(path.join(dir, 'migrations'));
  const files = execFileSync('git', ['ls-tree', '--name-only', `${rev}:supabase/migrations`], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.sql'));
  for (const f of files) {
    const sql = execFileSync('git', ['show', `${rev}:supabase/migrations/${f}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    fs.writeFileSync(path.join(dir, 'migrations', f), sql);
  }
  return dir;
}

const OURS = `n.nspname in ('public', 'private', 'storage', 'auth', 'realtime', 'extensions')`;
const CATALOGUE: Record<string, string> = {
  functions: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as k,
      pg_get_functiondef(p.oid) || coalesce(p.proacl::text, '') as v
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OURS} and p.prokind <> 'a'`,
  policies: `select schemaname || '.' || tablename || ' ' || policyname as k,
      concat_ws(' | ', permissive, roles::text, cmd, qual, with_check) as v from pg_policies`,
  triggers: `select c.relname || ' ' || t.tgname as k, pg_get_triggerdef(t.oid) as v
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and ${OURS}`,
  indexes: `select schemaname || '.' || indexname as k, indexdef as v from pg_indexes
    where schemaname in ('public', 'private', 'storage', 'auth', 'realtime')`,
  tableGrants: `select c.relname as k, coalesce(c.relacl::text, '') || ' rls=' || c.relrowsecurity || ' cols=' ||
      coalesce((select string_agg(a.attname || ':' || a.attacl::text, ',' order by a.attname) from pg_attribute a
        where a.attrelid = c.oid and a.attacl is not null), '') as v
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OURS} and c.relkind in ('r', 'v', 'm', 'p')`,
  routineGrants: `select specific_schema || '.' || routine_name || ' ' || grantee || ' ' || privilege_type as k, is_grantable as v
    from information_schema.role_routine_grants where specific_schema in ('public', 'private', 'storage')`,
  publication: `select schemaname || '.' || tablename as k, pubname as v from pg_publication_tables`,
  buckets: `select id as k, row_to_json(b)::text as v from (select id, name, public, file_size_limit, allowed_mime_types from storage.buckets) b`,
};

async function rowsOfEveryTable(url: string): Promise<Map<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const out = new Map<string, string>();
  const tables = await c.query<{ t: string }>(
    `select format('%I.%I', schemaname, tablename) as t from pg_tables where schemaname in ('public', 'private', 'storage')`,
  );
  for (const { t } of tables.rows) {
    const r = await c.query(`select coalesce(json_agg(x order by x::text), '[]')::text as v from ${t} x`);
    // Timestamps written while migrating differ between runs; keys and values otherwise must match.
    out.set(`rows ${t}`, String(r.rows[0].v).replace(/"\d{4}-\d\d-\d\dT[\d:.+-]+"/g, '"<time>"'));
  }
  await c.end();
  return out;
}

async function describe(url: string, pgBin: string): Promise<Map<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const out = new Map<string, string>();
  for (const [name, sql] of Object.entries(CATALOGUE)) {
    for (const r of (await c.query<{ k: string; v: string }>(sql)).rows) out.set(`${name} ${r.k}`, r.v);
  }
  await c.end();
  for (const [k, v] of await rowsOfEveryTable(url)) out.set(k, v);
  // The dump, cut into its statements and sorted, so only the order objects were created in is ignored.
  const dump = execFileSync(path.join(pgBin, 'pg_dump'), ['--schema-only', '--no-owner', url], { encoding: 'utf8', maxBuffer: 256 << 20 });
  const blocks = dump
    .split(/\n(?=--\n-- Name: )/)
    // pg_dump wraps its output in `\restrict KEY` … `\unrestrict KEY` with a random key.
    .map((b) =>
      b
        .replace(/^--.*$/gm, '')
        .replace(/^\\(un)?restrict .*$/gm, '')
        .trim(),
    )
    .filter(Boolean);
  const seen = new Map<string, number>();
  for (const b of blocks.sort()) {
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    out.set(`dump ${b.split('\n')[0].slice(0, 120)} #${n}`, b);
  }
  return out;
}

const bin = findPostgresBin();
if (!bin) {
  console.error(installHint());
  process.exit(2);
}
const server = startPostgres(bin, port, (m) => console.log(m));
let failed = false;
try {
  const sides: Record<string, string> = { before: migrationsAt(base), after: path.join(ROOT, 'supabase') };
  const described: Record<string, Map<string, string>> = {};
  for (const [side, dir] of Object.entries(sides)) {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`create database compare_${side}`);
    await admin.end();
    const db = await openPostgres(server.url(`compare_${side}`));
    const { applied } = await migrate(db, dir, { seed: false });
    await db.close();
    console.log(`${side}: applied ${applied.length} migrations`);
    described[side] = await describe(server.url(`compare_${side}`), bin);
  }
  const { before, after } = described;
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  let diffs = 0;
  for (const k of keys) {
    const a = before.get(k);
    const b = after.get(k);
    if (a === b) continue;
    diffs++;
    if (a === undefined) console.log(`+ only after: ${k}\n${b}\n`);
    else if (b === undefined) console.log(`- only before: ${k}\n${a}\n`);
    else console.log(`~ differs: ${k}\n--- before\n${a}\n--- after\n${b}\n`);
  }
  const counts = [...after.keys()].reduce<Record<string, number>>((acc, k) => ((acc[k.split(' ')[0]] = (acc[k.split(' ')[0]] ?? 0) + 1), acc), {});
  console.log(
    `compared ${keys.length} items (${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}): ${diffs} differ`,
  );
  failed = diffs > 0;
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
