// In-process latency of the built-in planner over 1,000 varied requests (p50/p95/max).
// Run: npm run bench:planner. The end-to-end figure through the generate-party-suggestions
// endpoint belongs to whoever wires the edge function; this measures the planner itself.
import { planParty, planSection } from '../supabase/functions/_shared/planner/index.ts';
import {
  ALL_BUDGETS,
  BABY_SHOWER_TYPES,
  CORPORATE_TYPES,
  GRADUATION_LEVELS,
  HOLIDAYS,
  PARTY_TYPES,
  SUGGESTION_CATEGORIES,
  WEDDING_TYPES,
  type PartyData,
} from '../supabase/functions/_shared/suggestions-schema.ts';

const N = 1000;
const IDEAS = ['', 'dinosaur adventure', 'unicorn and rainbows', 'outer space', 'tropical luau', '80s retro', 'casino night', 'garden tea party', 'taco fiesta', 'bbq in the backyard', 'wine and cheese', 'karaoke'];
const now = new Date();
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

function request(i: number): PartyData {
  const date = new Date(now.getTime() + ((i * 7) % 200) * 86_400_000 - 5 * 86_400_000).toISOString().slice(0, 10);
  return {
    partyType: pick(PARTY_TYPES, i),
    budget: pick(ALL_BUDGETS, i * 3).value,
    guestCount: String(pick([4, 15, 40, 150], i * 5)),
    date,
    time: pick(['', '10:00', '14:30', '19:00'], i),
    location: 'Chicago, Illinois, United States',
    ideas: pick(IDEAS, i * 7),
    partyFor: pick(['Maya', 'Grandpa Joe', 'my team', ''], i),
    birthdayAge: pick(['', '7', '16', '21', '40', '65'], i),
    selectedHoliday: pick(HOLIDAYS, i),
    weddingType: pick(WEDDING_TYPES, i),
    corporateEventType: pick(CORPORATE_TYPES, i),
    graduationLevel: pick(GRADUATION_LEVELS, i),
    babyShowerType: pick(BABY_SHOWER_TYPES, i),
  };
}

function stats(label: string, times: number[]) {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(3);
  console.log(`${label.padEnd(14)} n=${times.length}  p50=${q(0.5)} ms  p95=${q(0.95)} ms  max=${times.at(-1)!.toFixed(3)} ms`);
}

// Warm-up so the figures describe a running function, not the first JIT pass.
for (let i = 0; i < 300; i++) {
  planParty(request(i), { seed: i, now });
  planSection(pick(SUGGESTION_CATEGORIES, i), { partyData: request(i), seed: i, now });
}

const party: number[] = [];
const section: number[] = [];
for (let i = 0; i < N; i++) {
  const input = request(i);
  let t = performance.now();
  const plan = planParty(input, { seed: `bench-${i}`, now });
  party.push(performance.now() - t);
  const category = pick(SUGGESTION_CATEGORIES, i);
  t = performance.now();
  planSection(category, { partyData: input, existing: plan[category], seed: i, now });
  section.push(performance.now() - t);
}

console.log(`built-in planner, in-process, ${N} varied requests (Node ${process.version})`);
stats('planParty', party);
stats('planSection', section);
