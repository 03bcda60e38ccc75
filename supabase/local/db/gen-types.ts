import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './pglite.ts';
import { migrate } from './migrate.ts';
import { introspect } from './introspect.ts';
import { renderTypes } from './render-types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TYPES_FILE = path.resolve(here, '../../../src/lib/database.types.ts');

/** Applies the migrations to a scratch database and renders `public` as the Supabase CLI's `gen types typescript` does. */
export async function generateTypes(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-types-'));
  const db = await openPglite(dir);
  try {
    await migrate(db, path.resolve(here, '../..'), { seed: false });
    return renderTypes(await introspect(db, 'public'));
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await generateTypes();
  fs.writeFileSync(TYPES_FILE, out);
  console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
}
