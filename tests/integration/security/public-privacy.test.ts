// #8: a public party must not tell a visitor where or when it is, nor its special requests. A
// party is made the way the wizard makes it (the real generate-party-suggestions, then the insert
// of save-party-plan), with a distinctive city, date, time and requests; shared as a template
// (which makes it public); then every surface a visitor can read is searched for them.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts';
import { wellKnownKeys } from '../../../supabase/local/jwt.ts';
import type { Json } from '../../../src/lib/database.types.ts';
import { ARTWORK_FONT_FILES, FONT_PACKAGE_DIR } from '../../../supabase/functions/_shared/artwork/fonts.ts';
import { partyArtSvg } from '../../../supabase/functions/_shared/artwork/party-art.ts';
import { GeneratePartySuggestionsResponseSchema, type Suggestions } from '../../../supabase/functions/_shared/suggestions-schema.ts';
import { anonClient, signedInClient } from '../clients.ts';
import { startConfiguredStack } from '../configured-stack.ts';
import type { Client } from '../fixtures.ts';
import { testStackPort } from '../stack-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// A date five to six weeks ahead, so the planner schedules the whole timeline up to the party.
const day = new Date(Date.now() + 40 * 86_400_000);
const DATE = day.toISOString().slice(0, 10);
const [, M, D] = DATE.split('-').map(Number);
const LOCATION = 'Zanzibar City, Tanzania';
const REQUESTS = 'Grandma Odile needs a wheelchair ramp at the door';
const NAME = 'Zanzibar Lantern Night';

/** The city, the country, the date as people write it, the requests. */
const LEAKS: RegExp[] = [
  /zanzibar/i,
  /tanzania/i,
  new RegExp(DATE),
  new RegExp(`\\b(${MONTHS[M - 1]}|${MONTHS[M - 1].slice(0, 3)})\\.? 0?${D}(st|nd|rd|th)?\\b`, 'i'),
  new RegExp(`\\b0?${D}(st|nd|rd|th)? (of )?(${MONTHS[M - 1]}|${MONTHS[M - 1].slice(0, 3)})\\b`, 'i'),
  new RegExp(`(^|[^\\d])0?${M}/0?${D}([^\\d]|$)`),
  /wheelchair ramp/i,
  /grandma odile/i,
  // The start time (18:30) and the clock times a plan may hold: next to 'Start' or '1 hr in' any
  // of them gives the start away.
  /18:30/,
  /\b6:30\s*pm\b/i,
  /\b9:30\s*pm\b/i,
  /\b8\s*pm\b/i,
];

/** The types of a PNG's chunks, in order. */
function pngChunkTypes(png: Uint8Array): string[] {
  return pngChunks(png).map((c) => c.type);
}

function pngChunks(png: Uint8Array): Array<{ type: string; data: Buffer }> {
  const buf = Buffer.from(png);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at + 8 <= buf.length;) {
    const length = buf.readUInt32BE(at);
    chunks.push({ type: buf.toString('latin1', at + 4, at + 8), data: buf.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** Every text a PNG carries besides its pixels: tEXt and iTXt as they are, zTXt inflated. */
function pngText(png: Uint8Array): string {
  return pngChunks(png)
    .map(({ type, data }) => {
      if (type === 'tEXt' || type === 'iTXt') return data.toString('latin1');
      if (type === 'zTXt') return zlib.inflateSync(data.subarray(data.indexOf(0) + 2)).toString('latin1');
      return '';
    })
    .join('\n');
}

function expectNoLeak(what: string, value: unknown) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const r of LEAKS) expect(text, `${what} matches ${r}`).not.toMatch(r);
}

let owner: { client: Client; userId: string };
let visitors: [string, Client][];
let partyId: string;
let suggestions: Suggestions;

beforeAll(async () => {
  owner = await signedInClient('privacy-owner');
  const stranger = await signedInClient('privacy-stranger');
  visitors = [
    ['anonymous visitor', anonClient()],
    ['signed-in stranger', stranger.client],
  ];

  const partyData = {
    partyType: 'Birthday Party',
    partyFor: 'Maya',
    birthdayAge: '30',
    location: LOCATION,
    date: DATE,
    time: '18:30',
    guestCount: '24',
    budget: '1000-2500',
    ideas: 'Lanterns, spice-market stalls and live music, like the night market in Zanzibar',
    specialRequests: REQUESTS,
  };
  const gen = await owner.client.functions.invoke('generate-party-suggestions', { body: { partyData, seed: 'privacy' } });
  expect(gen.error).toBeNull();
  suggestions = GeneratePartySuggestionsResponseSchema.parse(gen.data).suggestions;

  // What an AI service, or a host typing, may have put into the stored plan as well.
  const ai = { ...suggestions, themes: [...suggestions.themes, 'Tanzania Spice Market'], food: [...suggestions.food, `Cake for ${MONTHS[M - 1]} ${D}`] };
  const selected = {
    partyNames: [NAME],
    themes: ['Tanzania Spice Market', suggestions.themes[0]],
    games: suggestions.games.slice(0, 2),
    food: suggestions.food.slice(0, 2),
    vendors: suggestions.vendors.slice(0, 1),
    products: suggestions.products.slice(0, 2),
    timeline: {
      ...suggestions.timeline,
      preParty: [...suggestions.timeline.preParty, { task: `Order the lanterns by ${M}/${D}`, timeframe: '1 week before' }],
      // What an AI service may still write: clock times in a label and in a task.
      duringParty: [
        ...suggestions.timeline.duringParty,
        { task: 'Lantern release', timeframe: 'Day of, 9:30 PM' },
        { task: 'Toast at 8pm sharp', timeframe: '1 hr in' },
      ],
    },
    localVendors: [{ id: 'v-local', name: 'Stone Town Lantern Co', category: 'Decorations' }],
  };
  // As save-party-plan inserts it.
  const { data, error } = await owner.client
    .from('party_plans')
    .insert({
      user_id: owner.userId,
      party_name: NAME,
      party_type: partyData.partyType,
      party_for: partyData.partyFor,
      location: LOCATION,
      date: DATE,
      guest_count: 24,
      budget: partyData.budget,
      ideas: partyData.ideas,
      special_requests: REQUESTS,
      time_of_day: partyData.time,
      details: { birthdayAge: 30 },
      ai_suggestions: ai as unknown as Json,
      selected_suggestions: selected as unknown as Json,
      party_timeline: selected.timeline as unknown as Json,
      is_public: false,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  partyId = data!.id;

  const vendor = await owner.client.from('party_vendors').insert({
    party_id: partyId,
    name: 'Lantern Makers',
    category: 'Decorations',
    address: 'Kenyatta Road, Stone Town, Zanzibar, Tanzania',
    phone: '+255 24 223 0000',
    created_by: owner.userId,
  });
  expect(vendor.error).toBeNull();
  const products = await owner.client.from('party_products').insert([
    { party_id: partyId, product_name: 'Paper lanterns', title: 'Search Amazon for “Paper lanterns”' },
    { party_id: partyId, product_name: 'Zanzibar spice kit', title: 'Search Amazon for “Zanzibar spice kit”' },
  ]);
  expect(products.error).toBeNull();

  // Sharing as a template makes the party public.
  const shared = await owner.client.rpc('share_party_as_template', { p_party_id: partyId });
  expect(shared.error).toBeNull();
}, 120_000);

describe('#8 a public party tells visitors nothing about where, when or its special requests', () => {
  it('#8 the built-in planner stores relative timeline labels and no city, date or requests', () => {
    expectNoLeak('generate-party-suggestions answer', suggestions);
    expect(suggestions.timeline.preParty.at(-1)!.timeframe).toMatch(/^Day of/);
  });

  it('#8 public_party_plans (every column, one row and the list) names none of them', async () => {
    for (const [who, client] of visitors) {
      const one = await client.from('public_party_plans').select('*').eq('id', partyId).single();
      expect(one.error, who).toBeNull();
      expectNoLeak(`${who}: public_party_plans row`, one.data);
      // What is left is still the plan: the party's own ideas and timeline tasks.
      expect(one.data!.party_type).toBe('Birthday Party');
      expect(JSON.stringify(one.data!.selected_suggestions)).toContain(JSON.stringify(suggestions.themes[0]));
      expect(one.data!.ideas).toMatch(/Lanterns, spice-market stalls/);
      const list = await client.from('public_party_plans').select('*').order('created_at', { ascending: false }).limit(50);
      expect(list.error, who).toBeNull();
      const mine = list.data!.filter((r) => r.id === partyId);
      expect(mine).toHaveLength(1);
      expectNoLeak(`${who}: public_party_plans list`, mine);
    }
  });

  it('#8 the start time is nowhere public; the wizard’s answers are, and members read both', async () => {
    for (const [who, client] of visitors) {
      const row = await client.from('public_party_plans').select('*').eq('id', partyId).single();
      expect(Object.keys(row.data!), who).not.toContain('time_of_day');
      expect(row.data!.details, who).toEqual({ birthdayAge: 30 });
      // Asking for the column by name is refused rather than answered.
      const named = await client
        .from('public_party_plans')
        .select('time_of_day' as '*')
        .eq('id', partyId);
      expect(named.error?.code, who).toBe('42703');
      const timeline = row.data!.selected_suggestions as { timeline: { duringParty: { task: string; timeframe: string }[] } };
      expect(timeline.timeline.duringParty.find((t) => t.task === 'Lantern release')?.timeframe, who).toBe('Day of');
      expect(
        timeline.timeline.duringParty.some((t) => /toast at/i.test(t.task)),
        who,
      ).toBe(false);
      // The private table stays closed to them.
      const direct = await client.from('party_plans').select('time_of_day').eq('id', partyId);
      expect(direct.data ?? [], who).toEqual([]);
    }
    const mine = await owner.client.from('party_plans').select('time_of_day, details').eq('id', partyId).single();
    expect(mine.data).toEqual({ time_of_day: '18:30:00', details: { birthdayAge: 30 } });
  });

  it('#8 the shared template carries no special requests, location or date', async () => {
    for (const [who, client] of visitors) {
      const { data, error } = await client.from('party_templates').select('*').eq('original_party_id', partyId);
      expect(error, who).toBeNull();
      expect(data, who).toHaveLength(1);
      expect(data![0].special_requests).toBeNull();
      expectNoLeak(`${who}: party_templates`, data);
    }
  });

  it('#8 a visitor reads no vendors of a public party, and no product that names the city', async () => {
    for (const [who, client] of visitors) {
      const vendors = await client.from('party_vendors').select('*').eq('party_id', partyId);
      expect(vendors.error, who).toBeNull();
      expect(vendors.data, who).toEqual([]);
      const products = await client.from('party_products').select('*').eq('party_id', partyId);
      expect(products.error, who).toBeNull();
      expect(
        products.data!.map((p) => p.product_name),
        who,
      ).toEqual(['Paper lanterns']);
    }
    // Members still have them all.
    expect((await owner.client.from('party_vendors').select('address').eq('party_id', partyId)).data).toEqual([
      { address: 'Kenyatta Road, Stone Town, Zanzibar, Tanzania' },
    ]);
    expect((await owner.client.from('party_products').select('id').eq('party_id', partyId)).data).toHaveLength(2);
  });

  it('#8 the party photo a visitor triggers draws and answers nothing private', async () => {
    const visitor = visitors[0][1];
    const made = await visitor.functions.invoke('generate-party-photo', { body: { partyData: { party_id: partyId } } });
    expect(made.error).toBeNull();
    expect(made.data.source).toBe('artwork');
    expectNoLeak('generate-party-photo answer', made.data);
    const res = await fetch(made.data.imageUrl);
    expect(res.status).toBe(200);
    const png = new Uint8Array(await res.arrayBuffer());
    // Text a PNG can carry (its tEXt, zTXt and iTXt chunks): the compressed pixels are random bytes
    // that may spell '8pm' by chance, so they are compared as pictures below instead.
    expect(pngChunkTypes(png)).toContain('IDAT');
    expectNoLeak('stored photo text', pngText(png));

    // The PNG's text is glyphs, so compare it with the artwork drawn from the leaky and the clean
    // texts: the first photo is seeded with the party id, so the same SVG gives the same bytes.
    await initWasm(fs.readFileSync(path.join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm'))).catch(() => {});
    const fonts = ARTWORK_FONT_FILES.map((f) => fs.readFileSync(path.join(ROOT, 'node_modules', FONT_PACKAGE_DIR, f)));
    const render = (title: string) => {
      // The wizard's answers (turning 30) shape the picture too; the start time never does.
      const svg = partyArtSvg({ seed: partyId, title, partyType: 'Birthday Party: turning 30', partyFor: 'Maya', guestCount: 24 });
      const r = new Resvg(svg, {
        fitTo: { mode: 'original' },
        font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: 'Poppins', sansSerifFamily: 'Poppins' },
      });
      const out = r.render().asPng();
      return { svg, png: Buffer.from(out) };
    };
    const leaky = render(NAME);
    const clean = render('Birthday Party Party');
    expect(leaky.svg).toContain('Zanzibar');
    expectNoLeak('artwork SVG of the clean title', clean.svg);
    expect(Buffer.from(png).equals(leaky.png), 'the photo draws the party name that names the city').toBe(false);
    expect(Buffer.from(png).equals(clean.png), 'the photo is the artwork drawn from the cleaned texts').toBe(true);
  });

  it('#8 members keep their own texts: the owner reads the plan as stored, with relative timeline labels', async () => {
    const { data } = await owner.client.from('party_plans').select('location, date, special_requests, party_name, party_timeline').eq('id', partyId).single();
    expect(data).toMatchObject({ location: LOCATION, date: DATE, special_requests: REQUESTS, party_name: NAME });
    const frames = (data!.party_timeline as { preParty: { timeframe: string }[] }).preParty.map((t) => t.timeframe);
    for (const f of frames) expect(f).not.toMatch(/\(/);
  });
});

// A configured AI service (an OpenAI-compatible stand-in here) that writes the city, the date and
// the requests into everything: the functions must tell it not to, and scrub what it answers.
describe('#8 a configured AI service cannot put the city, the date or the requests into a plan', () => {
  let stack: Awaited<ReturnType<typeof startConfiguredStack>>;
  let ai: http.Server;
  const prompts: string[] = [];
  let user: Client;

  const month = MONTHS[M - 1];
  const leakyPlan = {
    partyNames: ['Zanzibar Nights', `${month} ${D} Bash`, "Maya's Lantern Night"],
    themes: ['Tanzania Safari', 'Lantern Garden'],
    games: ['Trivia about Zanzibar: five rounds', 'Charades: act it out'],
    food: ['Spice cake', `${REQUESTS} — put the buffet near it`],
    vendors: ['Catering: ask about Zanzibar spice menus', 'Photography: ask about prints'],
    products: ['Tanzania flag bunting', 'Paper lanterns'],
    timeline: {
      preParty: [
        { task: 'Send invitations', timeframe: `4 weeks before (${month.slice(0, 3)} ${D})` },
        { task: 'Book the venue in Zanzibar City', timeframe: '3 weeks before' },
        { task: 'Confirm RSVPs', timeframe: `${M}/${D}` },
      ],
      duringParty: [
        { task: `Guests arrive on ${DATE}`, timeframe: '6:30 PM' },
        { task: 'Lanterns up', timeframe: '7:00 PM' },
      ],
      afterParty: [{ task: 'Send thank-yous', timeframe: 'Next day' }],
    },
  };

  beforeAll(async () => {
    ai = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as { messages?: { content: string }[] };
        const text = (body.messages ?? []).map((m) => m.content).join('\n');
        prompts.push(text);
        const content = /"suggestions"/.test(text)
          ? { suggestions: ['Zanzibar Sunset', 'Tanzania Nights', `${month} ${D} Countdown`, 'Starry Night', 'Neon Glow'] }
          : leakyPlan;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' }] }));
      });
    });
    await new Promise<void>((r) => ai.listen(0, '127.0.0.1', r));
    const aiUrl = `http://127.0.0.1:${(ai.address() as AddressInfo).port}`;
    stack = await startConfiguredStack({
      port: testStackPort(140),
      functions: { 'generate-party-suggestions': { verifyJwt: true }, 'generate-section-suggestions': { verifyJwt: true } },
      env: { AI_API_KEY: 'sk-test', AI_BASE_URL: `${aiUrl}/v1`, AI_MODEL: 'stand-in', AI_TIMEOUT_MS: '5000' },
    });
    user = createClient(stack.url, (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await user.auth.signUp({ email: `privacy-ai-${Date.now().toString(36)}@example.test`, password: 'Correct-Horse-Battery-9' });
    if (error) throw error;
  }, 120_000);

  afterAll(async () => {
    await stack?.cleanup();
    await new Promise((r) => ai?.close(r));
  });

  const partyData = {
    partyType: 'Birthday Party',
    partyFor: 'Maya',
    location: LOCATION,
    date: DATE,
    time: '18:30',
    guestCount: '24',
    budget: '1000-2500',
    specialRequests: REQUESTS,
  };

  it('#8 generate-party-suggestions tells the AI and drops or neutralises what names them', async () => {
    const { data, error } = await user.functions.invoke('generate-party-suggestions', { body: { partyData } });
    expect(error).toBeNull();
    expect(data.source).toBe('ai');
    expect(prompts.at(-1)).toMatch(/never write the location/i);
    expectNoLeak('AI plan', data.suggestions);
    expect(data.suggestions.partyNames).toContain("Maya's Lantern Night");
    expect(data.suggestions.timeline.preParty).toContainEqual({ task: 'Send invitations', timeframe: '4 weeks before' });
  });

  it("#8 'More Ideas' answers without the AI's ideas that name them", async () => {
    const { data, error } = await user.functions.invoke('generate-section-suggestions', { body: { category: 'themes', partyData, existing: [] } });
    expect(error).toBeNull();
    expect(data.source).toBe('ai');
    expectNoLeak('More Ideas', data.suggestions);
    expect(data.suggestions).toEqual(expect.arrayContaining(['Starry Night', 'Neon Glow']));
    expect(data.suggestions.length).toBeGreaterThanOrEqual(5);
  });
});
