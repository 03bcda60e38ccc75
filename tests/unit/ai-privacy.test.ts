// #8: a configured AI service may write the city or the date into its plan; the functions are
// told not to, and scrub what it answers before the wizard stores it on a plan a visitor may read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestParty, suggestSection } from '../../supabase/functions/_shared/suggestion-provider.ts';
import type { PlannerInput } from '../../supabase/functions/_shared/suggestions-schema.ts';

const config = { apiKey: 'test', baseUrl: 'http://ai.test/v1', model: 'test-model', timeoutMs: 5_000 };
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

let prompts: string[] = [];
function answer(content: unknown) {
  prompts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      prompts.push(String(init.body));
      return new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }), { status: 200 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

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

describe('#8 AI answers are told and scrubbed', () => {
  it('#8 the prompt tells the AI not to write the location, date or requests into items', async () => {
    answer(leaky);
    await suggestParty(input, 1, { config, now: new Date('2026-10-01T00:00:00Z') });
    expect(prompts[0]).toMatch(/never write the location/i);
  });

  it('#8 the plan keeps no item naming the city, the date or the requests, and labels lose calendar dates', async () => {
    answer(leaky);
    const out = await suggestParty(input, 1, { config, now: new Date('2026-10-01T00:00:00Z') });
    expect(out.source).toBe('ai');
    const texts = JSON.stringify(out.suggestions);
    expect(texts).not.toMatch(LEAK);
    expect(texts).not.toMatch(/Nov 7|Nov 28|Dec 6/);
    expect(out.suggestions.partyNames).toContain("Maya's Big Night");
    expect(out.suggestions.timeline.preParty).toContainEqual({ task: 'Send invitations', timeframe: '4 weeks before' });
    expect(out.suggestions.timeline.afterParty).toEqual([{ task: 'Send thank-yous', timeframe: 'Next day' }]);
    // Lists the scrubbing emptied are refilled from the built-in planner.
    for (const k of ['vendors', 'products', 'partyNames', 'themes', 'games', 'food'] as const) expect(out.suggestions[k].length).toBeGreaterThan(0);
    expect(out.suggestions.timeline.duringParty.length).toBeGreaterThan(0);
  });

  it("#8 'More Ideas' drops AI ideas naming the city or the date and tops up with built-in ones", async () => {
    answer({ suggestions: ['Zanzibar Sunset', 'Tanzania Nights', 'Dec 5 Countdown', 'Starry Night', 'Neon Glow'] });
    const out = await suggestSection({ category: 'themes', partyData: input, count: 5 }, { config });
    expect(out.suggestions).toHaveLength(5);
    expect(out.suggestions.join(' | ')).not.toMatch(LEAK);
    expect(out.suggestions).toEqual(expect.arrayContaining(['Starry Night', 'Neon Glow']));
  });
});
