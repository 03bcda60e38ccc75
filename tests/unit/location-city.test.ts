// #34: what an invitation link shows of the place while the host holds the address back
// (private.location_city, supabase/migrations/20261128060000_guests_and_rsvp.sql): the city,
// never a part with a house number; nothing when the address is one line.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';

let db: Database;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, path.resolve(import.meta.dirname, '../../supabase'), { seed: false });
}, 120_000);
afterAll(async () => {
  await db?.close?.();
});

describe('private.location_city', () => {
  it.each([
    ['1234 Demo Street, Oakland, CA', 'Oakland, CA'],
    ['Secret Garden, 12 Hidden Lane, Chicago, IL', 'Chicago, IL'],
    ['500 Main St, Austin, TX 78701', 'Austin, TX'],
    ['Portland, OR', 'Portland, OR'],
    ['Hauptstr. 5, 10115 Berlin', 'Berlin'],
    ['12 Rue de Rivoli, 75001 Paris', 'Paris'],
    ['Flat 3, 22 Baker Street, London NW1 6XE', null],
    ['The Blue Barn', null],
    ['12 Hidden Lane', null],
    ['Springfield, 12345', null],
    ['', null],
  ])('%j → %j', async (location, city) => {
    const r = await db.query<{ c: string | null }>('select private.location_city($1) as c', [location]);
    expect(r.rows[0].c).toBe(city);
  });
});
