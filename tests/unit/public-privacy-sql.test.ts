// #8: the database's scrubbing of what public_party_plans answers, checked against the same cases
// as the functions' filter (supabase/functions/_shared/privacy.ts) so the two agree.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyFilter, stripCalendarDates } from '../../supabase/functions/_shared/privacy.ts';
import type { Database } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
let db: Database;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, supabaseDir, { seed: false });
}, 120_000);
afterAll(async () => {
  await db?.close?.();
});

const FACTS = { location: 'Zanzibar City, Tanzania', date: '2026-12-05', specialRequests: 'Grandma Odile needs a wheelchair ramp at the door.' };

async function mentions(text: string, facts = FACTS): Promise<boolean> {
  const r = await db.query<{ m: boolean }>(`select private.mentions_private_fact($1, $2, $3::date, $4) as m`, [text, facts.location, facts.date, facts.specialRequests]);
  return r.rows[0].m;
}

const CASES: [string, boolean][] = [
  ['Zanzibar Sunset Soirée', true],
  ['A night in TANZANIA', true],
  ['Spice-island feast, zanzibar style', true],
  ['City Lights Dance Party', false],
  ['Party on 2026-12-05', true],
  ['Save the date: Dec 5', true],
  ['December 5th bash', true],
  ['the 5th of December', true],
  ['5 Dec brunch', true],
  ['RSVP by 12/5', true],
  ['RSVP by 5/12', true],
  ['Dec 15 is fine', false],
  ['12/15 works', false],
  ['Decorate 5 tables', false],
  ['Build a wheelchair ramp at the door for grandma odile', false],
  ['Grandma Odile needs a wheelchair ramp at the door', true],
  ['Balloon garland kit', false],
];

describe('#8 private.mentions_private_fact agrees with the functions’ filter', () => {
  it.each(CASES)('#8 %s → %s', async (text, expected) => {
    expect(await mentions(text)).toBe(expected);
    expect(privacyFilter(FACTS).mentions(text)).toBe(expected);
  });

  it('#8 generic place words alone do not count; a generic-only part counts whole', async () => {
    const lake = { location: 'Lake City, FL', date: '', specialRequests: '' };
    expect(await mentions('Lake City Luau', { ...lake, date: null as unknown as string })).toBe(true);
    expect(await mentions('Lakeside Luau', { ...lake, date: null as unknown as string })).toBe(false);
    expect(privacyFilter(lake).mentions('Lake City Luau')).toBe(true);
    expect(privacyFilter(lake).mentions('Lakeside Luau')).toBe(false);
  });
});

describe('#8 calendar dates come off timeline labels', () => {
  const LABELS: [string, string][] = [
    ['2 weeks before (Nov 29)', '2 weeks before'],
    ['Day of (Dec 5)', 'Day of'],
    ['1 week before (Sat, Nov 28)', '1 week before'],
    ['Nov 29', ''],
    ['By December 1st, 2026', ''],
    ['2 weeks before', '2 weeks before'],
    ['Day of, 6:00 PM', 'Day of, 6:00 PM'],
    ['7:00 PM', '7:00 PM'],
    ['Within 3 days', 'Within 3 days'],
    ['Decorate 5 tables', 'Decorate 5 tables'],
    ['Sunset', 'Sunset'],
  ];
  it.each(LABELS)('#8 %s → %s', async (label, expected) => {
    const r = await db.query<{ s: string }>(`select private.strip_calendar_dates($1) as s`, [label]);
    expect(r.rows[0].s).toBe(expected);
    expect(stripCalendarDates(label)).toBe(expected);
  });
});

describe('#8 redaction of free text', () => {
  it('#8 replaces the location, the date and the requests with an ellipsis', async () => {
    const text = 'A spice party in Zanzibar on Dec 5 — grandma odile needs a wheelchair ramp at the door. Bring hats!';
    const r = await db.query<{ s: string }>(`select private.redact_private_facts($1, $2, $3::date, $4) as s`, [text, FACTS.location, FACTS.date, FACTS.specialRequests]);
    for (const out of [r.rows[0].s, privacyFilter(FACTS).redact(text)]) {
      expect(out).not.toMatch(/zanzibar|dec 5|wheelchair/i);
      expect(out).toContain('Bring hats!');
    }
  });
});
