// #8: the database's scrubbing of what public_party_plans answers, checked against the same cases
// as the functions' filter (supabase/functions/_shared/privacy.ts) so the two agree.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasClockTime, privacyFilter, stripCalendarDates, stripClockTimes } from '../../supabase/functions/_shared/privacy.ts';
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
  const r = await db.query<{ m: boolean }>(`select private.mentions_private_fact($1, $2, $3::date, $4) as m`, [
    text,
    facts.location,
    facts.date,
    facts.specialRequests,
  ]);
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
    const r = await db.query<{ s: string }>(`select private.redact_private_facts($1, $2, $3::date, $4) as s`, [
      text,
      FACTS.location,
      FACTS.date,
      FACTS.specialRequests,
    ]);
    for (const out of [r.rows[0].s, privacyFilter(FACTS).redact(text)]) {
      expect(out).not.toMatch(/zanzibar|dec 5|wheelchair/i);
      expect(out).toContain('Bring hats!');
    }
  });
});

describe('#8 clock times are private like calendar dates', () => {
  const LABELS: [string, boolean, string][] = [
    ['6:00 PM', true, 'During the party'],
    ['Day of, 6:00 PM', true, 'Day of'],
    ['18:30', true, 'During the party'],
    ['Guests arrive at 7pm', true, 'Guests arrive'],
    ['Cake at 8 p.m.', true, 'Cake'],
    ['Start', false, 'Start'],
    ['1 hr 30 min in', false, '1 hr 30 min in'],
    ['4th of July', false, '4th of July'],
    ['Top 10 games', false, 'Top 10 games'],
    ['2:1 ratio', false, '2:1 ratio'],
  ];
  it.each(LABELS)('#8 %s: has a clock time %s, label → %s', async (label, has, stripped) => {
    const r = await db.query<{ h: boolean; s: string }>(`select private.has_clock_time($1) as h, private.strip_clock_times($1) as s`, [label]);
    expect(r.rows[0]).toEqual({ h: has, s: stripped });
    expect(hasClockTime(label)).toBe(has);
    expect(stripClockTimes(label)).toBe(stripped);
  });

  it('#8 with the start time known, a clock time becomes its distance from the start', () => {
    expect(stripClockTimes('7:30 PM', '18:00')).toBe('1 hr 30 min in');
    expect(stripClockTimes('Day of, 6:00 PM', '18:00')).toBe('Start');
    expect(stripClockTimes('12:15 AM', '23:30')).toBe('45 min in');
  });

  it('#8 free text a visitor reads loses clock times', async () => {
    const r = await db.query<{ s: string }>(`select private.redact_public_text($1, null, null, null) as s`, ['Dinner at 7:30pm, then dancing']);
    expect(r.rows[0].s).toBe('Dinner at …, then dancing');
  });
});

describe('party_plans.details is checked against the party type and the product lists', () => {
  const ok = async (type: string, details: unknown, names = true) =>
    (await db.query<{ ok: boolean }>(`select private.party_details_ok($1, $2::jsonb, $3) as ok`, [type, JSON.stringify(details), names])).rows[0].ok;
  it('accepts the type’s own answers and refuses anything else', async () => {
    expect(await ok('Birthday Party', { birthdayAge: 7 })).toBe(true);
    expect(await ok('Birthday Party', { birthdayAge: 7.5 })).toBe(false);
    expect(await ok('Birthday Party', { birthdayAge: 130 })).toBe(false);
    expect(await ok('Birthday Party', { birthdayAge: '7' })).toBe(false);
    expect(await ok('Birthday Party', { selectedHoliday: 'Christmas' })).toBe(false);
    expect(await ok('Wedding/Engagement', { weddingType: 'Bridal Shower', partner1Name: 'Ana', partner2Name: 'Ben' })).toBe(true);
    expect(await ok('Wedding/Engagement', { partner1Name: ' Ana' })).toBe(false);
    expect(await ok('Wedding/Engagement', { partner1Name: 'A'.repeat(101) })).toBe(false);
    expect(await ok('Holiday Party', { selectedHoliday: "New Year's" })).toBe(true);
    expect(await ok('Holiday Party', { selectedHoliday: 'Diwali' })).toBe(false);
    expect(await ok('Housewarming', {})).toBe(true);
    expect(await ok('Birthday Party', [])).toBe(false);
  });
  it('templates take no names', async () => {
    expect(await ok('Graduation', { graduationLevel: 'High School', graduateName: 'Leo' }, false)).toBe(false);
    expect(await ok('Graduation', { graduationLevel: 'High School' }, false)).toBe(true);
  });
});
