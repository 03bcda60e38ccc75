// #8: a configured AI service may write the city or the date into its plan; the functions are
// told not to, and scrub what it answers before the wizard stores it on a plan a visitor may read.
import { describe, expect, it } from 'vitest';
import { planParty, planSection } from '../../supabase/functions/_shared/planner/index.ts';
import { keepPrivate, privacyFilter, scrubList } from '../../supabase/functions/_shared/privacy.ts';
import type { PlannerInput, Suggestions } from '../../supabase/functions/_shared/suggestions-schema.ts';

const input: PlannerInput = {
  partyType: 'Birthday Party',
  location: 'Zanzibar City, Tanzania',
  date: '2026-12-05',
  time: '18:00',
  guestCount: '20',
  budget: 'moderate',
  specialRequests: 'Grandma Odile needs a wheelchair ramp at the door',
  partyFor: 'Maya',
} as PlannerInput;
const LEAK = /zanzibar|tanzania|dec(ember)?\.? 5|2026-12-05|12\/5|wheelchair ramp at the door/i;

const leaky = {
  partyNames: ['Zanzibar Nights', 'December 5th Bash', "Maya's Big Night"],
  themes: ['Tanzania Safari', 'Spice Island'],
  games: ['Trivia about Zanzibar: five rounds', 'Charades: act it out'],
  food: ['Spice cake', 'Grandma Odile needs a wheelchair ramp at the door — plan the food table near it'],
  vendors: ['Catering: ask about Zanzibar spice menus'],
  products: ['Tanzania flag bunting'],
  timeline: {
    preParty: [
      { task: 'Send invitations', timeframe: '4 weeks before (Nov 7)' },
      { task: 'Book the venue in Zanzibar City', timeframe: '3 weeks before' },
      { task: 'Confirm RSVPs', timeframe: 'Nov 28' },
    ],
    duringParty: [{ task: 'Guests arrive on Dec 5', timeframe: '6:00 PM' }],
    afterParty: [{ task: 'Send thank-yous', timeframe: 'Next day (Dec 6)' }],
  },
};

const facts = { location: input.location, date: input.date, specialRequests: input.specialRequests };
const NOW = new Date('2026-10-01T00:00:00Z');

describe('#8 AI answers are scrubbed before they are stored', () => {
  it('#8 the plan keeps no item naming the city, the date or the requests, and labels lose calendar dates', () => {
    const out = keepPrivate(leaky as Suggestions, facts, () => planParty(input, { seed: 1, now: NOW }));
    const texts = JSON.stringify(out);
    expect(texts).not.toMatch(LEAK);
    expect(texts).not.toMatch(/Nov 7|Nov 28|Dec 6/);
    expect(out.partyNames).toContain("Maya's Big Night");
    expect(out.timeline.preParty).toContainEqual({ task: 'Send invitations', timeframe: '4 weeks before' });
    expect(out.timeline.afterParty).toEqual([{ task: 'Send thank-yous', timeframe: 'Next day' }]);
    // Lists the scrubbing emptied are refilled from the built-in planner.
    for (const k of ['vendors', 'products', 'partyNames', 'themes', 'games', 'food'] as const) expect(out[k].length).toBeGreaterThan(0);
    expect(out.timeline.duringParty.length).toBeGreaterThan(0);
  });

  it("#8 'More Ideas' lists lose ideas naming the city or the date", () => {
    const kept = scrubList(['Zanzibar Sunset', 'Tanzania Nights', 'Dec 5 Countdown', 'Starry Night', 'Neon Glow'], privacyFilter(facts));
    expect(kept).toEqual(['Starry Night', 'Neon Glow']);
    expect(scrubList(planSection('themes', { partyData: input, count: 5, seed: 3 }), privacyFilter(facts))).toHaveLength(5);
  });

  it('#8 clock times an AI writes become the distance from the start; a task naming one goes', () => {
    const plan = {
      ...leaky,
      timeline: {
        preParty: [{ task: 'Send invitations', timeframe: '4 weeks before' }],
        duringParty: [
          { task: 'Guests arrive', timeframe: '6:00 PM' },
          { task: 'Cake and candles', timeframe: 'Day of, 7:30 PM' },
          { task: 'Toast at 8pm', timeframe: '2 hr in' },
        ],
        afterParty: [{ task: 'Send thank-yous', timeframe: 'Next day' }],
      },
    } as Suggestions;
    const out = keepPrivate(plan, { ...facts, time: '18:00' }, () => planParty(input, { seed: 1, now: NOW }));
    expect(out.timeline.duringParty).toEqual([
      { task: 'Guests arrive', timeframe: 'Start' },
      { task: 'Cake and candles', timeframe: '1 hr 30 min in' },
    ]);
  });
});
