import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

/** Migration files sorted by their version prefix, as the Supabase CLI orders them. */
export function listMigrations(migrationsDir: string): { version: string; name: string; file: string }[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version, name, file: path.join(migrationsDir, f) };
    });
}

/**
 * Creates what hosted Supabase provides, applies the project's migrations not yet recorded in
 * supabase_migrations.schema_migrations (each in its own transaction), and seeds a new database.
 */
export async function migrate(db: Database, supabaseDir: string, opts: { seed: boolean }): Promise<MigrateResult> {
  const fresh = !(await db.query<{ ok: boolean }>(`select exists(select 1 from pg_namespace where nspname = 'supabase_migrations') as ok`)).rows[0].ok;
  await db.exec(fs.readFileSync(path.join(here, 'bootstrap.sql'), 'utf8'));
  for (const extra of ['storage.sql', 'realtime.sql']) {
    const file = path.join(here, extra);
    if (fs.existsSync(file)) await db.exec(fs.readFileSync(file, 'utf8'));
  }

  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of listMigrations(path.join(supabaseDir, 'migrations'))) {
    if (done.has(m.version)) continue;
    const sql = fs.readFileSync(m.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations(version, name, statements) values ($1, $2, $3)', [m.version, m.name, [sql]]);
    });
    applied.push(`${m.version}_${m.name}`);
  }

  let seeded = false;
  const seedFile = path.join(supabaseDir, 'seed.sql');
  if (fresh && opts.seed && fs.existsSync(seedFile)) {
    await db.transaction((tx) => tx.exec(fs.readFileSync(seedFile, 'utf8')));
    seeded = true;
  }
  return { applied, seeded };
}
