// Properties of the built-in planner: every combination of party type, budget and
// guest count gets a full, duplicate-free, seeded plan whose timeline is anchored to the date.
import { describe, expect, it } from 'vitest';
import { planParty, planSection } from '../../supabase/functions/_shared/planner/index.ts';
import { mulberry32 } from '../../supabase/functions/_shared/planner/rng.ts';
import {
  ALL_BUDGETS,
  BABY_SHOWER_TYPES,
  CORPORATE_TYPES,
  GRADUATION_LEVELS,
  HOLIDAYS,
  PARTY_TYPES,
  PlannerInputSchema,
  SuggestionsSchema,
  VENDOR_CATEGORIES,
  WEDDING_TYPES,
  type PartyData,
  type Suggestions,
} from '../../supabase/functions/_shared/suggestions-schema.ts';

const NOW = new Date('2026-03-02T15:00:00Z');

/** A vendor suggestion is a kind of vendor (the categories of docs/product.md#vendor-lists) and what to ask them, never a named business. */
function expectVendorCategory(vendor: string, label: string) {
  const category = vendor.split(':')[0]!;
  expect(VENDOR_CATEGORIES as readonly string[], `${label} vendor category: ${vendor}`).toContain(category);
  expect(vendor, `${label} vendor says what to ask: ${vendor}`).toMatch(/\bask\b/i);
}
const LISTS = ['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const;
const GUESTS = [4, 15, 40, 150];
// Words that mean alcohol, as a parent would read them ('root beer' and 'mocktail' are fine).
const ALCOHOL =
  /\b(beers?|wines?|cocktails?|champagne|prosecco|mimosas?|sangria|margaritas?|martinis?|whiske?y|bourbon|tequila|vodka|rum|eggnog|spiked|bartenders?|bar service|brewery)\b/i;

function isoDaysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function allText(s: Suggestions): string[] {
  return [...LISTS.flatMap((k) => s[k]), ...s.timeline.preParty.map((t) => t.task), ...s.timeline.duringParty.map((t) => t.task)];
}

function expectWellFormed(s: Suggestions, label: string) {
  expect(SuggestionsSchema.safeParse(s).success, label).toBe(true);
  for (const k of LISTS) {
    expect(s[k].length, `${label} ${k}`).toBeGreaterThanOrEqual(4);
    expect(s[k].length, `${label} ${k}`).toBeLessThanOrEqual(6);
    const lower = s[k].map((x) => x.toLowerCase());
    expect(new Set(lower).size, `${label} ${k} duplicates: ${s[k].join(' | ')}`).toBe(lower.length);
    for (const x of s[k]) expect(x, `${label} ${k} unfilled placeholder`).not.toMatch(/[{}]/);
  }
  for (const v of s.vendors) expectVendorCategory(v, label);
  expect(s.timeline.preParty.length).toBeGreaterThan(0);
  expect(s.timeline.duringParty.length).toBeGreaterThan(0);
  expect(s.timeline.afterParty.length).toBeGreaterThan(0);
}

/** Days before the party a timeframe label stands for. */
function leadDays(timeframe: string): number {
  const t = timeframe.toLowerCase();
  if (t.startsWith('day of')) return 0;
  if (t.startsWith('day before')) return 1;
  const m = t.match(/^(\d+) (day|week|month)s? before/);
  if (!m) throw new Error(`unexpected timeframe ${timeframe}`);
  return +m[1] * (m[2] === 'day' ? 1 : m[2] === 'week' ? 7 : 30);
}

function subtypeFields(type: string): PartyData[] {
  switch (type) {
    case 'Holiday Party':
      return HOLIDAYS.map((selectedHoliday) => ({ selectedHoliday }));
    case 'Wedding/Engagement':
      return WEDDING_TYPES.map((weddingType) => ({ weddingType, partner1Name: 'Ana', partner2Name: 'Luis' }));
    case 'Corporate Event':
      return CORPORATE_TYPES.map((corporateEventType) => ({ corporateEventType, companyName: 'Acme' }));
    case 'Graduation':
      return GRADUATION_LEVELS.map((graduationLevel) => ({ graduationLevel, graduateName: 'Jordan' }));
    case 'Baby Shower':
      return BABY_SHOWER_TYPES.map((babyShowerType) => ({ babyShowerType, partyFor: 'Priya' }));
    case 'Birthday Party':
      return ['5', '7', '15', '16', '21', '30', '40', '50', '65', ''].map((birthdayAge) => ({ birthdayAge, partyFor: 'Sam' }));
    default:
      return [{ partyFor: 'Alex' }];
  }
}

describe('planner: every type × budget × guest count', () => {
  const date = isoDaysFrom(NOW, 56);
  let i = 0;
  for (const partyType of PARTY_TYPES) {
    it(`${partyType}: all budgets, guest counts and subtypes`, () => {
      const subs = subtypeFields(partyType);
      for (const { value: budget } of ALL_BUDGETS) {
        for (const guestCount of GUESTS) {
          // Rotate through the subtypes so each is exercised with several budgets and sizes.
          const extra = subs[i++ % subs.length];
          const input: PartyData = {
            partyType,
            budget,
            guestCount: String(guestCount),
            date,
            time: '18:00',
            location: 'Chicago, Illinois, United States',
            ...extra,
          };
          expect(PlannerInputSchema.safeParse(input).success).toBe(true);
          const label = `${partyType}/${budget}/${guestCount}/${JSON.stringify(extra)}`;
          const a = planParty(input, { seed: 'seed-a', now: NOW });
          expectWellFormed(a, label);
          expect(planParty(input, { seed: 'seed-a', now: NOW }), `${label} deterministic`).toEqual(a);
          const b = planParty(input, { seed: 'seed-b', now: NOW });
          expectWellFormed(b, label);
          expect(b, `${label} differs across seeds`).not.toEqual(a);
          // The whole set differs, not just one item.
          const overlap = allText(a).filter((x) => allText(b).includes(x)).length;
          expect(overlap, label).toBeLessThan(allText(a).length);
        }
      }
      // Every subtype at least once, each well formed.
      for (const extra of subs) {
        const s = planParty({ partyType, date, guestCount: 20, ...extra }, { seed: 7, now: NOW });
        expectWellFormed(s, `${partyType} ${JSON.stringify(extra)}`);
      }
    });
  }

  it('subtypes shape the plan: a Halloween party gets Halloween ideas, a PhD graduate is Dr.', () => {
    const h = planParty({ partyType: 'Holiday Party', selectedHoliday: 'Halloween', date: '2026-10-31', guestCount: 30 }, { seed: 1, now: NOW });
    expect(allText(h).join(' ')).toMatch(/halloween|spooky|haunted|pumpkin|costume|monster/i);
    const phd = planParty(
      { partyType: 'Graduation', graduationLevel: 'Graduate School (PhD)', graduateName: 'Lee', date: '2026-06-01', guestCount: 30 },
      { seed: 1, now: NOW },
    );
    expect(phd.partyNames.join(' ')).toMatch(/Dr\. Lee|Doctor/);
    const wed = planParty(
      { partyType: 'Wedding/Engagement', weddingType: 'Engagement Party', partner1Name: 'Ana', partner2Name: 'Luis', date: '2026-06-01', guestCount: 60 },
      { seed: 1, now: NOW },
    );
    expect(wed.partyNames.some((n) => n.includes('Ana & Luis'))).toBe(true);
  });
});

describe('planner: timeline anchored to the date', () => {
  const base: PartyData = { partyType: 'Birthday Party', partyFor: 'Maya', birthdayAge: '30', guestCount: '25', budget: '1000-2500', location: 'Chicago' };

  it('a party 8 weeks out starts planning at least 6 weeks before, farthest first', () => {
    for (const partyType of PARTY_TYPES) {
      const s = planParty({ ...base, partyType, date: isoDaysFrom(NOW, 56) }, { seed: 3, now: NOW });
      const leads = s.timeline.preParty.map((t) => leadDays(t.timeframe));
      expect(leads[0], `${partyType}: ${s.timeline.preParty[0].timeframe}`).toBeGreaterThanOrEqual(42);
      expect(leads[0]).toBeLessThanOrEqual(56);
      for (let i = 1; i < leads.length; i++) expect(leads[i]).toBeLessThanOrEqual(leads[i - 1]);
      expect(s.timeline.preParty.at(-1)!.timeframe).toMatch(/^Day of/);
      // Labels stay relative: the member's screen adds the calendar date, a public page never shows one.
      for (const t of s.timeline.preParty) expect(t.timeframe).not.toMatch(/\(|\d{1,2}\)/);
    }
  });

  it('a party 6 days out gets a compressed plan that never reaches beyond the gap', () => {
    for (const partyType of PARTY_TYPES) {
      const s = planParty({ ...base, partyType, date: isoDaysFrom(NOW, 6) }, { seed: 4, now: NOW });
      const frames = s.timeline.preParty.map((t) => t.timeframe);
      expect(frames.join(' | ')).not.toMatch(/weeks? before|months? before/);
      const leads = frames.map(leadDays);
      expect(Math.max(...leads)).toBeLessThanOrEqual(6);
      for (let i = 1; i < leads.length; i++) expect(leads[i]).toBeLessThanOrEqual(leads[i - 1]);
      expect(frames.some((f) => /days before/.test(f))).toBe(true);
    }
  });

  it('a wedding a week out drops save-the-dates', () => {
    const s = planParty({ partyType: 'Wedding/Engagement', weddingType: 'Wedding Ceremony', date: isoDaysFrom(NOW, 7), guestCount: 80 }, { seed: 1, now: NOW });
    expect(s.timeline.preParty.map((t) => t.task).join(' ')).not.toMatch(/save-the-date/i);
  });

  it('a past or missing date gets relative labels without calendar dates', () => {
    for (const date of [isoDaysFrom(NOW, -10), undefined, 'soon']) {
      const s = planParty({ ...base, date }, { seed: 5, now: NOW });
      for (const t of s.timeline.preParty) expect(t.timeframe).not.toMatch(/\(/);
      const leads = s.timeline.preParty.map((t) => leadDays(t.timeframe));
      for (let i = 1; i < leads.length; i++) expect(leads[i]).toBeLessThanOrEqual(leads[i - 1]);
    }
  });

  it('during-party items are timed from the start, never by the clock (the start time is private); after-party items are relative', () => {
    const s = planParty({ ...base, date: isoDaysFrom(NOW, 30), time: '19:00' }, { seed: 6, now: NOW });
    expect(s.timeline.duringParty[0].timeframe).toBe('Start');
    for (const t of s.timeline.duringParty) expect(t.timeframe).toMatch(/^(Start|(\d+ hr )?(\d+ min )?in)$/);
    for (const t of s.timeline.afterParty) expect(t.timeframe).toMatch(/^(Same night|Next day|Within 3 days|Within a week|Within two weeks)$/);
    const noTime = planParty({ ...base, date: isoDaysFrom(NOW, 30) }, { seed: 6, now: NOW });
    expect(noTime.timeline.duringParty[0].timeframe).toBe('Start');
  });
});

describe('planner: relevance to the vision and the age', () => {
  const kidsParty: PartyData = {
    partyType: 'Birthday Party',
    partyFor: 'Maya',
    birthdayAge: '7',
    date: '2026-04-26',
    time: '14:00',
    guestCount: '15',
    budget: '500-1000',
    location: 'Chicago',
  };
  const cases: [string, RegExp][] = [
    ['We want a dinosaur adventure with a fossil dig', /\bdino|dinosaur/i],
    ['Magical unicorn party please', /unicorn/i],
    ['Outer space, rockets and astronauts', /\b(space|rocket|planet|astronaut|galaxy|galactic)/i],
  ];
  for (const [ideas, re] of cases) {
    it(`'${ideas}' shows up in themes, games, food and products for every seed`, () => {
      for (const seed of [1, 2, 3, 'x', 'y']) {
        const s = planParty({ ...kidsParty, ideas }, { seed, now: NOW });
        for (const k of ['themes', 'games', 'food', 'products'] as const) {
          expect(
            s[k].some((x) => re.test(x)),
            `${k}: ${s[k].join(' | ')}`,
          ).toBe(true);
        }
        expect(s.partyNames.some((x) => x.includes('Maya'))).toBe(true);
      }
    });
  }

  it('names use the honoree and age ("Maya\'s Dino-Mite 7th Birthday" style)', () => {
    const names = new Set<string>();
    for (let seed = 0; seed < 20; seed++) planParty({ ...kidsParty, ideas: 'dinosaurs!' }, { seed, now: NOW }).partyNames.forEach((n) => names.add(n));
    expect([...names]).toContain("Maya's Dino-Mite 7th Birthday");
  });

  it('a 7th birthday has no alcohol anywhere, even when the vision mentions wine', () => {
    for (let seed = 0; seed < 30; seed++) {
      for (const ideas of ['dinosaur', 'tropical luau with cocktails', 'mexican fiesta', 'hollywood glam', '']) {
        const s = planParty({ ...kidsParty, ideas, budget: 'over-5000', guestCount: 60 }, { seed, now: NOW });
        for (const x of allText(s)) expect(x, `seed ${seed} '${ideas}'`).not.toMatch(ALCOHOL);
      }
    }
  });

  it('a 21st may include drinks; a teen party and a baby shower do not', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = planParty({ ...kidsParty, birthdayAge: '21', ideas: 'cocktails and a DJ', budget: 'over-5000', time: '21:00' }, { seed, now: NOW });
      allText(s)
        .filter((x) => ALCOHOL.test(x))
        .forEach((x) => seen.add(x));
      const teen = planParty({ ...kidsParty, birthdayAge: '15', ideas: 'cocktails' }, { seed, now: NOW });
      for (const x of allText(teen)) expect(x).not.toMatch(ALCOHOL);
      const shower = planParty(
        { partyType: 'Baby Shower', babyShowerType: 'Traditional', date: '2026-05-01', guestCount: 20, budget: 'expensive' },
        { seed, now: NOW },
      );
      for (const x of allText(shower)) expect(x).not.toMatch(ALCOHOL);
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('budget tier shapes the plan: DIY gets potluck-style ideas, premium gets staffed ones', () => {
    const diy = new Set<string>();
    const premium = new Set<string>();
    for (let seed = 0; seed < 15; seed++) {
      const input: PartyData = { partyType: 'Casual Get-together', date: '2026-07-10', guestCount: 30 };
      planParty({ ...input, budget: 'cheap' }, { seed, now: NOW }).food.forEach((x) => diy.add(x));
      planParty({ ...input, budget: 'over-5000' }, { seed, now: NOW }).food.forEach((x) => premium.add(x));
    }
    expect([...diy].join(' ')).toMatch(/potluck|slow-cooker/i);
    expect([...premium].join(' ')).toMatch(/passed hors|servers/i);
  });
});

describe('planSection (More Ideas)', () => {
  const partyData = {
    partyType: 'Birthday Party',
    birthdayAge: '7',
    guestCount: '15',
    budget: 'under-500',
    ideas: 'dinosaur',
    themes: ['Dino Dig Expedition'],
  };

  for (const category of ['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] as const) {
    it(`${category}: 5 new items that repeat nothing shown`, () => {
      const plan = planParty({ ...partyData, partyFor: 'Maya', date: '2026-05-01' }, { seed: 1, now: NOW });
      const existing = plan[category];
      const more = planSection(category, { prompt: `More ${category}`, partyData: { ...partyData, partyFor: 'Maya' }, existing, seed: 9 });
      expect(more).toHaveLength(5);
      const lower = more.map((x) => x.toLowerCase());
      expect(new Set(lower).size).toBe(5);
      for (const x of lower) expect(existing.map((e) => e.toLowerCase())).not.toContain(x);
      if (category === 'vendors') for (const v of more) expectVendorCategory(v, 'More Ideas');
      expect(planSection(category, { partyData, existing, seed: 9 })).toEqual(planSection(category, { partyData, existing, seed: 9 }));
    });
  }

  it('keeps giving new ideas over several rounds', () => {
    const shown: string[] = [];
    for (let round = 0; round < 4; round++) {
      const more = planSection('games', { partyData, existing: shown, seed: round });
      expect(more).toHaveLength(5);
      for (const m of more) expect(shown).not.toContain(m);
      shown.push(...more);
    }
  });
});

// #8: a public party shows its stored plan to anyone, so no stored text may carry the location,
// the date or the special requests, whatever they are.
describe('planner: stored texts never carry the location, the date or the special requests', () => {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const SYLLABLES = ['zan', 'qui', 'vor', 'bel', 'tra', 'mok', 'sev', 'ril', 'dax', 'ulo', 'pem', 'kar', 'yth', 'nor', 'fex'];

  /** A seeded generator, so a failure names a case that can be replayed. */
  const rng = mulberry32;
  const word = (r: () => number) => {
    const w = Array.from({ length: 2 + Math.floor(r() * 2) }, () => SYLLABLES[Math.floor(r() * SYLLABLES.length)]).join('');
    return w[0].toUpperCase() + w.slice(1);
  };

  function datePatterns(iso: string): RegExp[] {
    const [y, m, d] = iso.split('-').map(Number);
    const full = MONTHS[m - 1];
    const abbr = full.slice(0, 3);
    return [
      new RegExp(iso),
      new RegExp(`\\b(${full}|${abbr})\\.? ?0?${d}(st|nd|rd|th)?\\b`, 'i'),
      new RegExp(`\\b0?${d}(st|nd|rd|th)? (of )?(${full}|${abbr})\\b`, 'i'),
      new RegExp(`(^|[^\\d])0?${m}/0?${d}([^\\d]|$)`),
      new RegExp(`(^|[^\\d])0?${d}/0?${m}([^\\d]|$)`),
      new RegExp(`\\b${y}-${String(m).padStart(2, '0')}\\b`),
    ];
  }

  function storedTexts(s: Suggestions): string[] {
    const phases = [s.timeline.preParty, s.timeline.duringParty, s.timeline.afterParty];
    return [...LISTS.flatMap((k) => s[k]), ...phases.flatMap((p) => p.flatMap((t) => [t.task, t.timeframe]))];
  }

  function expectPrivate(texts: string[], facts: { location: string; date: string; specialRequests: string }, label: string) {
    const parts = facts.location.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
    const dates = datePatterns(facts.date);
    for (const text of texts) {
      for (const p of parts) expect(text.toLowerCase(), `${label}: '${text}' names '${p}'`).not.toContain(p.toLowerCase());
      for (const r of dates) expect(text, `${label}: '${text}' carries the date ${facts.date}`).not.toMatch(r);
      expect(text.toLowerCase(), `${label}: '${text}' repeats the special requests`).not.toContain(facts.specialRequests.toLowerCase());
    }
  }

  for (const partyType of PARTY_TYPES) {
    it(`#8 ${partyType}: random locations, dates and requests never reach a stored text`, () => {
      const r = rng(partyType.length * 7919);
      const subs = subtypeFields(partyType);
      for (let i = 0; i < 40; i++) {
        const city = word(r);
        const location = `${city}, ${word(r)} ${word(r)}, ${word(r)}`;
        const date = isoDaysFrom(NOW, Math.floor(r() * 420) - 30);
        const specialRequests = `Please keep ${word(r).toLowerCase()} away from the ${word(r).toLowerCase()} table`;
        const facts = { location, date, specialRequests };
        const input: PartyData = {
          partyType,
          location,
          date,
          time: `${1 + Math.floor(r() * 12)}:${r() < 0.5 ? '00' : '30'} ${r() < 0.5 ? 'AM' : 'PM'}`,
          guestCount: String(2 + Math.floor(r() * 150)),
          budget: ALL_BUDGETS[Math.floor(r() * ALL_BUDGETS.length)].value,
          ideas: r() < 0.5 ? `A party in ${city} on ${date}` : undefined,
          specialRequests,
          ...subs[i % subs.length],
        };
        const label = `${partyType} ${JSON.stringify(facts)}`;
        expectPrivate(storedTexts(planParty(input, { seed: i, now: NOW })), facts, label);
        for (const category of LISTS) {
          expectPrivate(planSection(category, { partyData: input, seed: i, now: NOW }), facts, `${label} More Ideas ${category}`);
        }
      }
    });
  }

  it('#8 a Holiday Party on the 4th of July spells the holiday out rather than write the date', () => {
    const s = planParty(
      { partyType: 'Holiday Party', selectedHoliday: '4th of July', date: '2026-07-04', guestCount: 30, partyFor: 'Sam' },
      { seed: 2, now: NOW },
    );
    for (const text of storedTexts(s)) expect(text).not.toMatch(/4th of July|July 4/i);
  });
});
