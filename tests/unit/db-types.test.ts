import fs from 'node:fs';
import { expect, test } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../supabase/local/db/gen-types.ts';

test('src/lib/database.types.ts matches the migrated schema (run `npm run db:types` when this fails)', async () => {
  const fresh = await generateTypes();
  expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
}, 60_000);
