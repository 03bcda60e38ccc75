import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import {
  GeneratePartySuggestionsResponseSchema,
  GenerateSectionSuggestionsResponseSchema,
  GeocodeResponseSchema,
} from '../../supabase/functions/_shared/suggestions-schema.ts';
import { startStackProcess, type StackProcess, testStackPort } from './stack-process.ts';

// The wizard's three edge functions under real Deno, on a stack of our own whose functions folder
// is a copy of the real ones with its own .env: an OpenAI-compatible stand-in and a Google Places
// stand-in on 127.0.0.1 answer for the AI and the location providers.
const PORT = testStackPort(80);
const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the project (and gitignored by .supabase-test*), so Deno finds node_modules.
const WORK = fs.mkdtempSync(path.join(ROOT, '.supabase-test-wizard-'));
const FUNCTIONS = path.join(WORK, 'functions');
const FUNCTION_NAMES = ['generate-party-suggestions', 'generate-section-suggestions', 'geocode-location'];

let stack: StackProcess;
let anonKey: string;
let user: SupabaseClient;
let aiServer: http.Server;
let placesServer: http.Server;
let aiUrl: string;
let placesUrl: string;

interface AiCall {
  auth?: string;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string }; seed?: number };
}
const aiCalls: AiCall[] = [];
interface PlacesCall {
  path: string;
  key?: string;
  body: { input?: string; includedPrimaryTypes?: string[] };
}
const placesCalls: PlacesCall[] = [];
let flakyCalls = 0;

const STAND_IN_PLAN = {
  partyNames: ['Stand-in Stomp', 'Roar Together'],
  themes: ['Stand-in Jurassic Jamboree', 'Fossil Dig', 'fossil dig'],
  games: ['Dino egg hunt: hide painted eggs'],
  food: ['Volcano cake'],
  vendors: ['Paleontologist entertainer: ask about fossil kits'],
  products: ['Dinosaur balloons'],
  timeline: {
    preParty: [{ task: 'Send invitations', timing: '3 weeks before' }],
    duringParty: [{ task: 'Egg hunt', timeframe: '2:30 PM' }],
    afterParty: [{ task: 'Thank-you notes', timeframe: 'Next week' }],
  },
};

function completion(content: string) {
  return { id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
}

const unanswered: http.ServerResponse[] = [];

/** Behaviour by a marker in the request's text: [stand-in:valid|malformed|500|slow|flaky|shape|section|section-dupes]. */
function answerAi(call: AiCall, res: http.ServerResponse) {
  const text = call.body.messages.map((m) => m.content).join('\n');
  const mode = /\[stand-in:([a-z0-9-]+)\]/.exec(text)?.[1] ?? 'valid';
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (mode) {
    case 'malformed':
      return send(200, completion('{"partyNames": ["Oops", '));
    case '500':
      return send(500, { error: { message: 'upstream exploded' } });
    case 'slow':
      // Never answers while the test runs: only the function's own timeout can end the wait.
      return void unanswered.push(res);
    case 'shape':
      return send(200, completion(JSON.stringify({ partyNames: ['Only names'] })));
    case 'flaky':
      flakyCalls += 1;
      return flakyCalls % 2 === 1 ? send(503, { error: { message: 'busy' } }) : send(200, completion('```json\n' + JSON.stringify(STAND_IN_PLAN) + '\n```'));
    case 'section':
      return send(
        200,
        completion(
          JSON.stringify({ suggestions: ['Stand-in idea 1', 'Stand-in idea 2', 'Stand-in idea 3', 'Stand-in idea 4', 'Stand-in idea 5', 'Stand-in idea 6'] }),
        ),
      );
    case 'section-dupes':
      // Repeats what is already on screen: not 5 new ideas, so the planner answers instead.
      return send(200, completion(JSON.stringify({ suggestions: ['Fossil Dig', 'fossil dig!', 'Stand-in idea 1'] })));
    default:
      return send(200, completion(JSON.stringify(STAND_IN_PLAN)));
  }
}

function startServer(onRequest: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(onRequest);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

function copyFunctions() {
  fs.mkdirSync(FUNCTIONS, { recursive: true });
  const src = path.join(ROOT, 'supabase/functions');
  for (const name of ['_shared', 'deno.json', ...FUNCTION_NAMES]) fs.cpSync(path.join(src, name), path.join(FUNCTIONS, name), { recursive: true });
  fs.writeFileSync(
    path.join(FUNCTIONS, 'config.toml'),
    FUNCTION_NAMES.map((n) => `[functions.${n}]\nverify_jwt = true\nimport_map = "./deno.json"\n`).join('\n'),
  );
}

/** Rewrites the functions' .env; workers restart on change (the stack says so), so wait until a call shows the new provider. */
async function setDotenv(lines: string[], ready: (answer: { source: string; fellBack?: boolean }) => boolean) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const restarted = stack.nextOutput(/sources changed/);
    if (attempt === 0) fs.writeFileSync(path.join(FUNCTIONS, '.env'), lines.join('\n') + '\n');
    await restarted;
    // A restart for an earlier change can come between the write and its own: then wait for the next.
    const { data } = await user.functions.invoke('generate-party-suggestions', { body: { partyData: party('[stand-in:valid]') } });
    if (data && ready(data)) return;
  }
  throw new Error('workers did not pick up the new .env');
}

const AI_ENV = () => [
  `AI_API_KEY=sk-test-key`,
  `AI_BASE_URL=${aiUrl}/v1`,
  'AI_MODEL=stand-in-model',
  'AI_TIMEOUT_MS=700',
  'GOOGLE_PLACES_API_KEY=places-test-key',
  `GOOGLE_PLACES_API_URL=${placesUrl}/v1`,
];

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function party(marker = '', extra: Record<string, unknown> = {}) {
  return {
    partyType: 'Birthday Party',
    partyFor: 'Maya',
    birthdayAge: '7',
    location: 'Chicago, Illinois, United States',
    date: isoIn(56),
    time: '14:00',
    guestCount: '15',
    budget: '500-1000',
    ideas: `A dinosaur adventure in the backyard ${marker}`.trim(),
    specialRequests: '',
    ...extra,
  };
}

async function status(
  name: string,
  body: unknown,
  client: SupabaseClient = user,
): Promise<{ status: number; body: { error?: string; details?: { path: string; message: string }[] } }> {
  const { error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return { status: error.context.status, body: await error.context.json() };
}

beforeAll(async () => {
  ({ server: aiServer, url: aiUrl } = await startServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const call: AiCall = { auth: req.headers.authorization, body: JSON.parse(raw) };
      aiCalls.push(call);
      answerAi(call, res);
    });
  }));
  ({ server: placesServer, url: placesUrl } = await startServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const call: PlacesCall = { path: req.url!, key: req.headers['x-goog-api-key'] as string | undefined, body: JSON.parse(raw || '{}') };
      placesCalls.push(call);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // Places API (New): POST /v1/places:autocomplete.
      if (call.body.input === 'Denied place') return send(403, { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } });
      if (call.body.input === 'Nowhere at all') return send(200, {});
      send(200, {
        suggestions: [
          {
            placePrediction: {
              place: 'places/ChIJ7cv00DwsDogRAMDACa2m4K8',
              placeId: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
              text: { text: 'Chicago, IL, USA', matches: [{ endOffset: 4 }] },
              structuredFormat: { mainText: { text: 'Chicago', matches: [{ endOffset: 4 }] }, secondaryText: { text: 'IL, USA' } },
              types: ['locality', 'political', 'geocode'],
            },
          },
          { queryPrediction: { text: { text: 'Chicago pizza' } } },
        ],
      });
    });
  }));
  copyFunctions();
  fs.writeFileSync(path.join(FUNCTIONS, '.env'), AI_ENV().join('\n') + '\n');
  anonKey = (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey;
  stack = await startStackProcess({ port: PORT, env: { SUPABASE_LOCAL_FUNCTIONS_DIR: FUNCTIONS } });
  user = createClient(stack.url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await user.auth.signUp({ email: `wizard-fn-${Date.now().toString(36)}@example.test`, password: 'Correct-Horse-Battery-9' });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  fs.rmSync(WORK, { recursive: true, force: true });
  for (const res of unanswered) res.destroy();
  await new Promise((r) => aiServer?.close(r));
  await new Promise((r) => placesServer?.close(r));
});

describe('input validation', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const anon = createClient(stack.url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    for (const [name, body] of [
      ['generate-party-suggestions', { partyData: party() }],
      ['generate-section-suggestions', { category: 'themes', partyData: {} }],
      ['geocode-location', { query: 'Chicago' }],
    ] as const) {
      const r = await status(name, body, anon);
      expect(r.status, name).toBe(401);
      expect(r.body.error).toBe('Sign in to continue.');
    }
  }, 60_000);

  it('answers 400 with the reason for missing or malformed fields', async () => {
    let r = await status('generate-party-suggestions', {});
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([{ path: 'partyData', message: expect.any(String) }]);

    r = await status('generate-party-suggestions', {
      partyData: { ...party(), location: ' ', date: 'next friday', partyType: 'Rave', guestCount: 'lots', budget: 'a million' },
    });
    expect(r.status).toBe(400);
    const byPath = Object.fromEntries(r.body.details!.map((d) => [d.path, d.message]));
    expect(byPath).toMatchObject({
      'partyData.location': 'Location is required',
      'partyData.date': 'Date must be a calendar date (YYYY-MM-DD)',
      'partyData.guestCount': expect.stringMatching(/whole number/),
    });
    expect(byPath['partyData.partyType']).toMatch(/^Party type must be one of: Birthday Party/);
    expect(byPath['partyData.budget']).toMatch(/^Budget must be one of: cheap/);

    r = await status('generate-section-suggestions', { category: 'karaoke', partyData: {} });
    expect(r.status).toBe(400);
    expect(r.body.details![0]).toMatchObject({ path: 'category', message: expect.stringMatching(/^Unknown category/) });

    r = await status('geocode-location', { query: 42 });
    expect(r.status).toBe(400);
    expect(r.body.details![0].path).toBe('query');

    const notJson = await fetch(`${stack.url}/functions/v1/geocode-location`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${(await user.auth.getSession()).data.session!.access_token}`, 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).details[0].message).toBe('The body is not valid JSON');
  });
});

describe('AI provider (OpenAI-compatible stand-in)', () => {
  it('uses a valid JSON answer, tidied and checked against the shared schema', async () => {
    const before = aiCalls.length;
    const { data, error } = await user.functions.invoke('generate-party-suggestions', { body: { partyData: party('[stand-in:valid]'), seed: 'abc' } });
    expect(error).toBeNull();
    GeneratePartySuggestionsResponseSchema.parse(data);
    expect(data).toMatchObject({ source: 'ai', model: 'stand-in-model' });
    expect(data.fellBack).toBeUndefined();
    // Duplicates dropped ('fossil dig'), 'timing' normalised to 'timeframe'.
    expect(data.suggestions.themes).toEqual(['Stand-in Jurassic Jamboree', 'Fossil Dig']);
    expect(data.suggestions.timeline.preParty).toEqual([{ task: 'Send invitations', timeframe: '3 weeks before' }]);

    expect(aiCalls.length - before).toBe(1);
    const call = aiCalls.at(-1)!;
    expect(call.auth).toBe('Bearer sk-test-key');
    expect(call.body).toMatchObject({ model: 'stand-in-model', response_format: { type: 'json_object' }, seed: expect.any(Number) });
    const prompt = call.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Party type: Birthday Party');
    expect(prompt).toContain('Age being celebrated: 7');
    expect(prompt).toContain('Guests: 15');
  });

  it('retries once: a 503 followed by a good (fenced) answer still gives the AI plan', async () => {
    const before = aiCalls.length;
    const { data } = await user.functions.invoke('generate-party-suggestions', { body: { partyData: party('[stand-in:flaky]') } });
    expect(data).toMatchObject({ source: 'ai' });
    expect(data.suggestions.themes[0]).toBe('Stand-in Jurassic Jamboree');
    expect(aiCalls.length - before).toBe(2);
  });

  for (const [mode, reason] of [
    ['malformed', 'The AI answer was not valid JSON'],
    ['500', 'The AI service answered 500'],
    ['shape', 'The AI answer did not match the suggestions schema'],
    ['slow', 'The AI service timed out'],
  ] as const) {
    it(`falls back to the built-in planner on ${mode === 'shape' ? 'an answer of the wrong shape' : mode === 'slow' ? 'a slow answer' : mode === '500' ? 'HTTP 500' : 'malformed JSON'}, and says so`, async () => {
      const before = aiCalls.length;
      const t0 = Date.now();
      const { data, error } = await user.functions.invoke('generate-party-suggestions', { body: { partyData: party(`[stand-in:${mode}]`), seed: 7 } });
      const took = Date.now() - t0;
      expect(error).toBeNull();
      GeneratePartySuggestionsResponseSchema.parse(data);
      expect(data).toMatchObject({ source: 'builtin', fellBack: true, fallbackReason: reason });
      expect(data.model).toBeUndefined();
      // One attempt and one retry, then the planner: its plan, relevant to the vision.
      expect(aiCalls.length - before).toBe(2);
      expect(data.suggestions.themes.join(' ')).toMatch(/dino|jurassic|fossil|prehistoric/i);
      expect(data.suggestions.themes).not.toContain('Stand-in Jurassic Jamboree');
      // Two 700 ms attempts at most: the stand-in never answers.
      expect(took).toBeLessThan(mode === 'slow' ? 2900 : Infinity);
    });
  }

  it("'More Ideas' uses the AI's new ideas, and the planner when the AI only repeats what is shown", async () => {
    const existing = ['Stand-in Jurassic Jamboree', 'Fossil Dig'];
    let { data } = await user.functions.invoke('generate-section-suggestions', {
      body: {
        prompt: 'More themes please [stand-in:section]',
        category: 'Themes',
        partyData: { partyType: 'Birthday Party', guestCount: '15', budget: '500-1000', themes: existing },
        existing,
      },
    });
    GenerateSectionSuggestionsResponseSchema.parse(data);
    expect(data).toEqual({
      suggestions: ['Stand-in idea 1', 'Stand-in idea 2', 'Stand-in idea 3', 'Stand-in idea 4', 'Stand-in idea 5'],
      source: 'ai',
      model: 'stand-in-model',
    });
    const prompt = aiCalls
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('- Fossil Dig');

    ({ data } = await user.functions.invoke('generate-section-suggestions', {
      // A saved row's nulls mean 'not given'.
      body: {
        prompt: '[stand-in:section-dupes]',
        category: 'themes',
        partyData: { partyType: 'Birthday Party', ideas: 'dinosaurs', guestCount: 15, budget: null, location: null },
        existing,
      },
    }));
    expect(data).toMatchObject({ source: 'builtin', fellBack: true, fallbackReason: 'The AI gave 1 new ideas instead of 5' });
    expect(data.suggestions).toHaveLength(5);
    for (const s of data.suggestions) expect(existing.map((e) => e.toLowerCase())).not.toContain(s.toLowerCase());
  });
});

describe('location provider (Google Places stand-in)', () => {
  it('answers with Google predictions in the documented shape when configured', async () => {
    const first = await user.functions.invoke('geocode-location', { body: { query: 'Chic' } });
    expect(first.error).toBeNull();
    let data = first.data;
    expect(GeocodeResponseSchema.parse(data)).toEqual({
      source: 'google',
      predictions: [
        {
          place_id: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
          description: 'Chicago, IL, USA',
          structured_formatting: { main_text: 'Chicago', secondary_text: 'IL, USA' },
        },
      ],
    });
    expect(placesCalls.at(-1)).toEqual({
      path: '/v1/places:autocomplete',
      key: 'places-test-key',
      body: { input: 'Chic', includedPrimaryTypes: ['(cities)'] },
    });

    ({ data } = await user.functions.invoke('geocode-location', { body: { query: 'Nowhere at all' } }));
    expect(data).toEqual({ source: 'google', predictions: [] });
  });

  it('falls back to the bundled gazetteer when Google refuses, and never searches under 3 characters', async () => {
    let { data } = await user.functions.invoke('geocode-location', { body: { query: 'Denied place' } });
    expect(data.source).toBe('gazetteer');
    const calls = placesCalls.length;
    ({ data } = await user.functions.invoke('geocode-location', { body: { query: '  Ch  ' } }));
    expect(data.predictions).toEqual([]);
    expect(placesCalls.length).toBe(calls);
  });
});

describe('offline defaults (no AI_API_KEY, no GOOGLE_PLACES_API_KEY)', () => {
  beforeAll(async () => {
    await setDotenv(['# nothing configured'], (a) => a.source === 'builtin' && !a.fellBack);
  }, 30_000);

  it('plans with the built-in planner: seeded, relevant, and without calling the AI', async () => {
    const before = aiCalls.length;
    const ask = async (seed: string) => (await user.functions.invoke('generate-party-suggestions', { body: { partyData: party(), seed } })).data;
    const [a, again, b] = [await ask('one'), await ask('one'), await ask('two')];
    expect(a.source).toBe('builtin');
    expect(a.fellBack).toBeUndefined();
    expect(again.suggestions).toEqual(a.suggestions);
    expect(b.suggestions).not.toEqual(a.suggestions);
    expect(a.suggestions.themes.join(' ')).toMatch(/dino|jurassic|fossil|prehistoric/i);
    expect(aiCalls.length).toBe(before);

    const section = (
      await user.functions.invoke('generate-section-suggestions', { body: { category: 'games', partyData: party(), existing: a.suggestions.games } })
    ).data;
    expect(section.source).toBe('builtin');
    expect(section.suggestions).toHaveLength(5);
  });

  it('finds places in the gazetteer, population first, with region and country', async () => {
    const { data } = await user.functions.invoke('geocode-location', { body: { query: 'Chic' } });
    expect(data.source).toBe('gazetteer');
    expect(data.predictions[0]).toEqual({
      place_id: 'geonames:4887398',
      description: 'Chicago, Illinois, United States',
      structured_formatting: { main_text: 'Chicago', secondary_text: 'Illinois, United States' },
    });
  });
});
