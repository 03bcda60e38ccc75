// `npm run bench:planner`: the built-in planner end to end. 1,000 varied requests each to
// generate-party-suggestions, generate-section-suggestions and geocode-location over HTTP, through
// the local stack's gateway into the Deno workers, on a fresh stack of its own (BENCH_PORT).
// Every answer is checked against the shared schema. The in-process planner is timed too, so the
// HTTP and runtime overhead can be told apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { startStackProcess } from '../tests/integration/stack-process.ts';
import { planParty } from '../supabase/functions/_shared/planner/index.ts';
import {
  ALL_BUDGETS,
  BABY_SHOWER_TYPES,
  CORPORATE_TYPES,
  GeneratePartySuggestionsResponseSchema,
  GenerateSectionSuggestionsResponseSchema,
  GeocodeResponseSchema,
  GRADUATION_LEVELS,
  HOLIDAYS,
  PARTY_TYPES,
  SUGGESTION_CATEGORIES,
  WEDDING_TYPES,
} from '../supabase/functions/_shared/suggestions-schema.ts';

const PORT = Number(process.env.BENCH_PORT ?? 24751);
const N = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 50;
const IDEAS = [
  '',
  'dinosaur adventure',
  'unicorn and rainbows',
  'outer space',
  'tropical luau',
  '80s retro',
  'casino night',
  'garden tea party',
  'taco fiesta',
  'bbq in the backyard',
  'wine and cheese',
  'karaoke',
];
const PLACES = ['Chic', 'New Y', 'Lond', 'Paris', 'São P', 'Tokyo', 'Syd', 'Berl', 'Austin', 'Toro', 'Mumb', 'Lagos'];
const now = new Date();
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

/** The wizard form, varied over every party type, subtype, budget, size, age, date, time and vision. */
function partyData(i: number) {
  const date = new Date(now.getTime() + (((i * 7) % 200) + 1) * 86_400_000).toISOString().slice(0, 10);
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

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return { p50: q(0.5), p95: q(0.95), max: sorted.at(-1)! };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-planner-'));
const stack = await startStackProcess({ port: PORT, dataDir });
try {
  const { anonKey, serviceRoleKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  // One user makes thousands of requests here: lift the free plan's daily AI allowance on this
  // throw-away stack (each request still pays for counting it).
  const lifted = await fetch(`${stack.url}/rest/v1/ai_allowance_settings?id=eq.true`, {
    method: 'PATCH',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ daily_generations: 100000 }),
  });
  if (!lifted.ok) throw new Error(`could not lift the AI allowance: ${lifted.status}`);
  const signUp = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'Bench-Password-2026' }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token?: string };
  if (!token) throw new Error(`sign-up failed: ${signUp.status}`);
  const headers = { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const sources = new Map<string, number>();
  let invalid = 0;
  async function call(name: string, body: unknown, schema: { safeParse: (v: unknown) => { success: boolean } }): Promise<number> {
    const t = performance.now();
    const res = await fetch(`${stack.url}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json()) as { source?: string };
    const ms = performance.now() - t;
    if (!res.ok || !schema.safeParse(json).success) invalid += 1;
    if (json.source) sources.set(`${name}:${json.source}`, (sources.get(`${name}:${json.source}`) ?? 0) + 1);
    return ms;
  }

  const cases = [
    {
      name: 'generate-party-suggestions',
      schema: GeneratePartySuggestionsResponseSchema,
      body: (i: number) => ({ partyData: partyData(i), seed: `bench-${i}` }),
    },
    {
      name: 'generate-section-suggestions',
      schema: GenerateSectionSuggestionsResponseSchema,
      body: (i: number) => {
        const category = pick(SUGGESTION_CATEGORIES, i);
        const data = partyData(i);
        return {
          category,
          prompt: `More ${category} please`,
          partyData: { ...data, themes: [] },
          existing: planParty(data, { seed: i, now })[category],
          seed: i,
        };
      },
    },
    { name: 'geocode-location', schema: GeocodeResponseSchema, body: (i: number) => ({ query: pick(PLACES, i) }) },
  ];

  const rows: string[] = [];
  for (const c of cases) {
    // The first call starts the function's Deno worker; warm-up so the figures describe a running function.
    const cold = await call(c.name, c.body(0), c.schema);
    for (let i = 1; i < WARMUP; i++) await call(c.name, c.body(i), c.schema);
    const times: number[] = [];
    for (let i = 0; i < N; i++) times.push(await call(c.name, c.body(i + 7), c.schema));
    const s = stats(times);
    rows.push(`| ${c.name} | ${N} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} | ${cold.toFixed(0)} |`);
  }

  // The planner alone, in this process, over the same requests.
  for (let i = 0; i < 200; i++) planParty(partyData(i), { seed: i, now });
  const inProcess: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    planParty(partyData(i + 7), { seed: `bench-${i}`, now });
    inProcess.push(performance.now() - t);
  }
  const ip = stats(inProcess);

  console.log(
    `\nBuilt-in planner, ${N} varied requests per function, sequential, over HTTP to a local stack (Node ${process.version}, ${os.cpus().length} cores)\n`,
  );
  console.log('| function | requests | p50 ms | p95 ms | max ms | cold start ms |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nplanParty in-process: p50 ${fmt(ip.p50)} ms, p95 ${fmt(ip.p95)} ms, max ${fmt(ip.max)} ms`);
  console.log(`answers by source: ${[...sources].map(([k, v]) => `${k} ${v}`).join(', ')}; failed or off-schema: ${invalid}`);
  if ([...sources.keys()].some((k) => k.endsWith(':ai') || k.endsWith(':google'))) {
    console.log('note: supabase/functions/.env configures a real provider, so some answers above did not come from the offline defaults.');
  }
  if (invalid) process.exitCode = 1;
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
