import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startStackProcess, type StackProcess, testStackPort } from './stack-process.ts';

// The party-page functions (generate-party-photo, search-local-vendors, generate-amazon-products)
// twice over: on the shared stack with no provider configured (the offline defaults), and on a
// stack of our own whose functions folder has a .env pointing at stand-in servers that speak the
// real providers' protocols (OpenAI images, Google Places (New), Product Advertising API 5.0).

type Client = SupabaseClient<Database>;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const CONFIGURED_PORT = testStackPort(30);
const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS = ['generate-party-photo', 'search-local-vendors', 'generate-amazon-products'];

async function createParty(client: Client, userId: string, extra: Partial<Database['public']['Tables']['party_plans']['Insert']> = {}) {
  const { data, error } = await client
    .from('party_plans')
    .insert({
      user_id: userId,
      party_type: 'Birthday Party',
      party_name: "Robin's Space Birthday",
      party_for: 'Robin',
      location: 'Austin, TX',
      date: '2031-05-01',
      guest_count: 24,
      budget: '500-1000',
      ideas: 'Rockets, glow-in-the-dark stars and a moon cake.',
      ...extra,
    })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

async function errorOf(result: { error: unknown }): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const ctx = (result.error as FunctionsHttpError).context as Response;
  return { status: ctx.status, body: await ctx.json() };
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('generate-party-photo (offline: generated artwork)', () => {
  it('generates once, answers the stored photo with cached: true, and makes a new one when forced', async () => {
    const { client, userId } = await signedInClient('photo-owner');
    const party = await createParty(client, userId);
    const partyData = { party_id: party.id, party_type: party.party_type, ideas: party.ideas, guest_count: party.guest_count, budget: party.budget };

    const first = await client.functions.invoke('generate-party-photo', { body: { partyData } });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ cached: false, source: 'artwork' });
    expect(first.data.imageUrl).toMatch(new RegExp(`/storage/v1/object/public/party-photos/${party.id}/photo\\.png\\?t=\\d+$`));
    const png1 = await download(first.data.imageUrl);
    expect([...png1.subarray(0, 4)]).toEqual(PNG_MAGIC);
    expect(png1.length).toBeGreaterThan(10_000); // a picture, not a blank tile

    const { data: saved } = await client.from('party_plans').select('photo_url').eq('id', party.id).single();
    expect(saved!.photo_url).toBe(first.data.imageUrl);

    const second = await client.functions.invoke('generate-party-photo', { body: { partyData } });
    expect(second.error).toBeNull();
    expect(second.data).toEqual({ imageUrl: first.data.imageUrl, cached: true });

    const forced = await client.functions.invoke('generate-party-photo', { body: { partyData, regenerate: true, customPrompt: 'gold and navy rockets' } });
    expect(forced.error).toBeNull();
    expect(forced.data.cached).toBe(false);
    expect(forced.data.imageUrl).not.toBe(first.data.imageUrl);
    expect(forced.data.imageUrl.split('?')[0]).toBe(first.data.imageUrl.split('?')[0]);
    const png2 = await download(forced.data.imageUrl);
    expect(png2.equals(png1)).toBe(false);
  });

  it('draws different artwork for different parties', async () => {
    const { client, userId } = await signedInClient('photo-two');
    const a = await createParty(client, userId, { party_name: 'Summer Splash', party_type: 'Casual Get-together' });
    const b = await createParty(client, userId, { party_name: 'Winter Lights', party_type: 'Holiday Party' });
    const [ra, rb] = await Promise.all([a, b].map((p) => client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: p.id } } })));
    const [pa, pb] = await Promise.all([download(ra!.data.imageUrl), download(rb!.data.imageUrl)]);
    expect(pa.equals(pb)).toBe(false);
  });

  it('lets signed-out visitors make the first photo of a public party, but never regenerate or see private ones', async () => {
    const { client, userId } = await signedInClient('photo-public');
    const pub = await createParty(client, userId, { is_public: true });
    const priv = await createParty(client, userId);
    const visitor = anonClient();

    const made = await visitor.functions.invoke('generate-party-photo', { body: { partyData: { party_id: pub.id } } });
    expect(made.error).toBeNull();
    expect(made.data.cached).toBe(false);
    const again = await visitor.functions.invoke('generate-party-photo', { body: { partyData: { party_id: pub.id } } });
    expect(again.data).toEqual({ imageUrl: made.data.imageUrl, cached: true });

    expect(
      await errorOf(await visitor.functions.invoke('generate-party-photo', { body: { partyData: { party_id: pub.id }, regenerate: true } })),
    ).toMatchObject({
      status: 403,
    });
    expect(await errorOf(await visitor.functions.invoke('generate-party-photo', { body: { partyData: { party_id: priv.id } } }))).toEqual({
      status: 404,
      body: { error: 'Party not found' },
    });
  });

  it('gives members what their level allows and rejects bad input with 400', async () => {
    const owner = await signedInClient('photo-o');
    const viewer = await signedInClient('photo-v');
    const collaborator = await signedInClient('photo-c');
    const party = await createParty(owner.client, owner.userId, { ideas: '   ' });
    const { error } = await serviceClient()
      .from('party_members')
      .insert([
        { party_id: party.id, user_id: viewer.userId, permission_level: 'view_only' },
        { party_id: party.id, user_id: collaborator.userId, permission_level: 'collaborator' },
      ]);
    expect(error).toBeNull();

    // No ideas: a view-only member cannot start one; a collaborator can.
    expect((await errorOf(await viewer.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id } } }))).status).toBe(403);
    const made = await collaborator.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id } } });
    expect(made.error).toBeNull();
    expect((await viewer.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id } } })).data.cached).toBe(true);
    expect(
      (await errorOf(await viewer.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id }, regenerate: true } }))).status,
    ).toBe(403);

    const bad = await errorOf(await owner.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: 'nope' } } }));
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'partyData.party_id', message: 'party_id must be a party id' }]);
    const empty = await errorOf(
      await owner.client.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id }, customPrompt: '   ' } }),
    );
    expect(empty).toEqual({ status: 400, body: { error: 'Describe the photo you want first.' } });
  });
});

describe('search-local-vendors and generate-amazon-products (offline defaults)', () => {
  it('finds no vendors without a places provider and says why; needs a signed-in caller', async () => {
    const { client } = await signedInClient('vendors-offline');
    const { data, error } = await client.functions.invoke('search-local-vendors', {
      body: { location: 'Austin, TX', partyType: 'Birthday Party', budget: 'cheap' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ vendors: [], duplicates: 0, source: 'none' });
    expect(data.message).toMatch(/isn't set up.*Add New Vendor/);

    expect((await errorOf(await anonClient().functions.invoke('search-local-vendors', { body: { location: 'x', partyType: 'y' } }))).status).toBe(401);
    const bad = await errorOf(await client.functions.invoke('search-local-vendors', { body: { location: ' ', partyType: 'Birthday Party' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'location', message: 'Location is required' }]);
  });

  it('answers store search links for the item, never invented prices, ratings or ASINs, and stores them once', async () => {
    const { client, userId } = await signedInClient('products-offline');
    const party = await createParty(client, userId);
    const body = { searchQuery: 'Glow-in-the-dark stars', context: 'Birthday Party space theme', partyId: party.id };
    const { data, error } = await client.functions.invoke('generate-amazon-products', { body });
    expect(error).toBeNull();
    expect(data).toMatchObject({ cached: false, source: 'search_links' });
    expect(data.products).toHaveLength(2);
    for (const p of data.products) {
      expect(p).toMatchObject({
        party_id: party.id,
        product_name: 'Glow-in-the-dark stars',
        asin: null,
        price: null,
        rating: null,
        review_count: null,
        image_url: null,
        is_prime: false,
      });
      const url = new URL(p.affiliate_url);
      expect(url.origin + url.pathname).toBe('https://www.amazon.com/s');
      expect(url.searchParams.get('k')).toMatch(/^Glow-in-the-dark stars/);
      expect(url.searchParams.has('tag')).toBe(false); // no associate tag configured here
    }
    expect(new URL(data.products.find((p: { title: string }) => /birthday/.test(p.title)).affiliate_url).searchParams.get('k')).toBe(
      'Glow-in-the-dark stars birthday party space theme',
    );

    const again = await client.functions.invoke('generate-amazon-products', { body });
    expect(again.data.cached).toBe(true);
    expect(again.data.products).toHaveLength(2);
    const { count } = await client.from('party_products').select('*', { count: 'exact', head: true }).eq('party_id', party.id);
    expect(count).toBe(2);

    const forced = await client.functions.invoke('generate-amazon-products', { body: { ...body, forceRegenerate: true } });
    expect(forced.data.cached).toBe(false);
    const after = await client.from('party_products').select('*', { count: 'exact', head: true }).eq('party_id', party.id);
    expect(after.count).toBe(2);
  });

  it('refuses to store products for someone who cannot edit the party', async () => {
    const owner = await signedInClient('products-o');
    const stranger = await signedInClient('products-s');
    const party = await createParty(owner.client, owner.userId);
    const res = await errorOf(await stranger.client.functions.invoke('generate-amazon-products', { body: { searchQuery: 'Balloons', partyId: party.id } }));
    expect(res).toEqual({ status: 403, body: { error: 'Only people who can edit this party can add products.' } });
  });
});

// ---- stand-in providers ---------------------------------------------------------------------

interface Recorded {
  images: Array<{ auth?: string; body: Record<string, unknown> }>;
  places: Array<{ key?: string; mask?: string; body: Record<string, unknown> }>;
  paapi: Array<{ target?: string; signatureValid: boolean; body: Record<string, unknown> }>;
}
const recorded: Recorded = { images: [], places: [], paapi: [] };

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PAAPI = { accessKey: 'AKIDTEST', secretKey: 'test-secret-key', tag: 'confetti-20' };

/** Recomputes the request's AWS SigV4 signature the way the Product Advertising API does. */
function sigV4Valid(req: http.IncomingMessage, body: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m || m[1] !== PAAPI.accessKey) return false;
  const [, , day, region, service, signed, signature] = m;
  const names = signed!.split(';');
  const canonical = [
    req.method,
    new URL(req.url!, 'http://x').pathname,
    '',
    names.map((n) => `${n}:${String(req.headers[n]).trim()}\n`).join(''),
    signed,
    crypto.createHash('sha256').update(body).digest('hex'),
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], scope, crypto.createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = crypto.createHmac('sha256', `AWS4${PAAPI.secretKey}`).update(day!).digest();
  for (const part of [region!, service!, 'aws4_request']) key = crypto.createHmac('sha256', key).update(part).digest();
  return crypto.createHmac('sha256', key).update(toSign).digest('hex') === signature && names.includes('host') && names.includes('x-amz-target');
}

function place(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    displayName: { text: name, languageCode: 'en' },
    formattedAddress: '100 Congress Ave, Austin, TX 78701, USA',
    nationalPhoneNumber: '(512) 555-0100',
    websiteUri: `https://${id}.example`,
    rating: 4.6,
    userRatingCount: 120,
    priceLevel: 'PRICE_LEVEL_MODERATE',
    businessStatus: 'OPERATIONAL',
    photos: [{ name: `places/${id}/photos/ref-${id}`, widthPx: 800, heightPx: 600 }],
    ...extra,
  };
}

function standIns(): http.Server {
  return http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/images/v1/images/generations') {
        const body = JSON.parse(raw);
        recorded.images.push({ auth: req.headers.authorization, body });
        if (String(body.prompt).includes('FAIL')) return send(500, { error: { message: 'model overloaded' } });
        return send(200, { created: 1, data: [{ b64_json: TINY_PNG }] });
      }
      if (req.method === 'POST' && url.pathname === '/places/v1/places:searchText') {
        const body = JSON.parse(raw);
        recorded.places.push({ key: req.headers['x-goog-api-key'] as string, mask: req.headers['x-goog-fieldmask'] as string, body });
        if (req.headers['x-goog-api-key'] !== 'test-places-key') return send(403, { error: { code: 403, message: 'API key not valid.' } });
        const q = String(body.textQuery);
        const slug = q.split(' in ')[0]!.replace(/\W+/g, '-');
        // Every category search also finds the same all-round event company: it must come back once.
        return send(200, {
          places: [
            place('place-shared', 'Lone Star Events Co.', { priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE', rating: 4.9 }),
            place(`place-${slug}`, `Austin ${slug}`, { rating: 4.2, priceLevel: 'PRICE_LEVEL_INEXPENSIVE' }),
          ],
        });
      }
      if (req.method === 'GET' && /^\/places\/v1\/places\/[^/]+\/photos\/[^/]+\/media$/.test(url.pathname)) {
        if (url.searchParams.get('skipHttpRedirect') !== 'true' || url.searchParams.get('key') !== 'test-places-key') {
          return send(400, { error: { message: 'expected skipHttpRedirect=true and the key' } });
        }
        return send(200, { name: url.pathname, photoUri: `https://photos.example/${url.pathname.split('/')[4]}.jpg` });
      }
      if (req.method === 'POST' && url.pathname === '/paapi5/searchitems') {
        const body = JSON.parse(raw);
        recorded.paapi.push({ target: req.headers['x-amz-target'] as string, signatureValid: sigV4Valid(req, raw), body });
        if (body.Keywords === 'Nothing at all') return send(404, { Errors: [{ Code: 'NoResults', Message: 'No results found for your request.' }] });
        if (body.Keywords === 'Broken') return send(500, { Errors: [{ Code: 'InternalFailure', Message: 'oops' }] });
        return send(200, {
          SearchResult: {
            Items: [1, 2, 3, 4].map((i) => ({
              ASIN: `B0TEST000${i}`,
              DetailPageURL: `https://www.amazon.com/dp/B0TEST000${i}?tag=${body.PartnerTag}`,
              ItemInfo: { Title: { DisplayValue: `${body.Keywords} pack of ${i * 10}` } },
              Images: { Primary: { Large: { URL: `https://m.media-amazon.com/images/I/${i}.jpg` } } },
              Offers: { Listings: [{ Price: { Amount: 9.99 + i, Currency: 'USD' }, DeliveryInfo: { IsPrimeEligible: i % 2 === 1 } }] },
              CustomerReviews: { Count: 100 * i, StarRating: { Value: 4.5 } },
            })),
          },
        });
      }
      send(404, { error: 'no such stand-in route' });
    });
  });
}

describe('with providers configured (stand-in servers)', () => {
  let stack: StackProcess;
  let server: http.Server;
  let functionsDir: string;
  let anonKey: string;

  const client = (): Client =>
    createClient<Database>(stack.url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  async function signedIn(tag: string) {
    const c = client();
    const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
    const { data, error } = await c.auth.signUp({ email, password: 'Correct-Horse-Battery-9' });
    if (error) throw error;
    return { client: c, userId: data.user!.id };
  }

  beforeAll(async () => {
    server = standIns();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A functions folder of our own: links to the real functions, plus a .env and config.toml.
    functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-party-fns-'));
    for (const entry of ['_shared', 'deno.json', ...FUNCTIONS]) {
      fs.symlinkSync(path.join(ROOT, 'supabase/functions', entry), path.join(functionsDir, entry));
    }
    // Deno resolves npm imports from a node_modules beside the import map (deno.json).
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(functionsDir, 'node_modules'));
    fs.writeFileSync(path.join(functionsDir, 'config.toml'), FUNCTIONS.map((f) => `[functions.${f}]\nimport_map = "./deno.json"\n`).join('\n'));
    fs.writeFileSync(
      path.join(functionsDir, '.env'),
      [
        'IMAGES_API_KEY=test-images-key',
        `IMAGES_API_URL=${base}/images/v1`,
        'IMAGES_MODEL=gpt-image-1',
        'GOOGLE_PLACES_API_KEY=test-places-key',
        `GOOGLE_PLACES_API_URL=${base}/places/v1`,
        `AMAZON_PAAPI_ACCESS_KEY=${PAAPI.accessKey}`,
        `AMAZON_PAAPI_SECRET_KEY=${PAAPI.secretKey}`,
        `AMAZON_ASSOCIATE_TAG=${PAAPI.tag}`,
        `AMAZON_PAAPI_URL=${base}`,
      ].join('\n') + '\n',
    );
    anonKey = (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey;
    stack = await startStackProcess({ port: CONFIGURED_PORT, env: { SUPABASE_LOCAL_FUNCTIONS_DIR: functionsDir, SUPABASE_LOCAL_SEED: 'false' } });
  });

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
    if (functionsDir) fs.rmSync(functionsDir, { recursive: true, force: true });
    await new Promise((r) => server?.close(r));
  });

  it('asks the images API for a picture of the party and stores it; falls back to artwork when it fails', async () => {
    const { client: c, userId } = await signedIn('ai-photo');
    const party = await createParty(c, userId);
    const made = await c.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id } } });
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ cached: false, source: 'ai' });
    const call = recorded.images.at(-1)!;
    expect(call.auth).toBe('Bearer test-images-key');
    expect(call.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    expect(call.body).not.toHaveProperty('response_format');
    expect(String(call.body.prompt)).toMatch(/birthday party for Robin.*Rockets, glow-in-the-dark stars/);
    expect((await download(made.data.imageUrl)).toString('base64')).toBe(TINY_PNG);

    const failed = await c.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id }, customPrompt: 'FAIL please' } });
    expect(failed.error).toBeNull();
    expect(failed.data).toMatchObject({ cached: false, source: 'artwork' });
    expect(failed.data.notice).toMatch(/unavailable/);
    expect((await download(failed.data.imageUrl)).length).toBeGreaterThan(10_000);
  });

  it("draws the wizard's choices into the picture, never the start time or the names", async () => {
    const { client: c, userId } = await signedIn('ai-photo-details');
    const party = await createParty(c, userId, {
      party_type: 'Wedding/Engagement',
      party_name: 'Garden Engagement',
      party_for: null,
      time_of_day: '18:45',
      details: { weddingType: 'Engagement Party', partner1Name: 'Ana Silva', partner2Name: 'Ben Okafor' },
    });
    const made = await c.functions.invoke('generate-party-photo', { body: { partyData: { party_id: party.id } } });
    expect(made.error).toBeNull();
    const prompt = String(recorded.images.at(-1)!.body.prompt);
    expect(prompt).toMatch(/wedding\/engagement \(Engagement Party\)/);
    expect(prompt).not.toMatch(/18:45|6:45|Ana|Ben|Silva|Okafor/);
  });

  it('searches places per vendor category, returns each place once, and leaves out the ones the party has', async () => {
    const { client: c } = await signedIn('places');
    const before = recorded.places.length;
    const { data, error } = await c.functions.invoke('search-local-vendors', {
      body: { location: 'Austin, TX', partyType: 'Birthday Party', budget: 'over-5000' },
    });
    expect(error).toBeNull();
    const calls = recorded.places.slice(before);
    expect(calls).toHaveLength(5);
    expect(calls.every((x) => x.key === 'test-places-key' && x.mask?.includes('places.id') && String(x.body.textQuery).endsWith(' in Austin, TX'))).toBe(true);

    expect(data.source).toBe('google_places');
    expect(data.duplicates).toBe(0);
    const ids = data.vendors.map((v: { placeId: string }) => v.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id: string) => id === 'place-shared')).toHaveLength(1);
    expect(data.vendors).toHaveLength(6);
    // An all-out budget puts the $$$$ company first.
    expect(data.vendors[0]).toEqual({
      name: 'Lone Star Events Co.',
      category: 'Bakery/Cakes',
      address: '100 Congress Ave, Austin, TX 78701, USA',
      phone: '(512) 555-0100',
      website: 'https://place-shared.example',
      rating: 4.9,
      reviewCount: 120,
      priceLevel: '$$$$',
      businessStatus: 'OPERATIONAL',
      photoUrl: 'https://photos.example/place-shared.jpg',
      placeId: 'place-shared',
    });
    expect(JSON.stringify(data)).not.toContain('test-places-key');

    const more = await c.functions.invoke('search-local-vendors', {
      body: { location: 'Austin, TX', partyType: 'Birthday Party', excludePlaceIds: ids.slice(0, 4) },
    });
    expect(more.data.duplicates).toBe(4);
    expect(more.data.vendors.map((v: { placeId: string }) => v.placeId)).toEqual(expect.arrayContaining(ids.slice(4)));
    expect(more.data.vendors).toHaveLength(2);
  });

  it('signs Product Advertising API requests and stores real products; search links carry the query and tag otherwise', async () => {
    const { client: c, userId } = await signedIn('paapi');
    const party = await createParty(c, userId);
    const found = await c.functions.invoke('generate-amazon-products', {
      body: { searchQuery: 'Rocket balloons', context: 'Birthday Party', partyId: party.id },
    });
    expect(found.error).toBeNull();
    const call = recorded.paapi.at(-1)!;
    expect(call.signatureValid).toBe(true);
    expect(call.target).toBe('com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems');
    expect(call.body).toMatchObject({ Keywords: 'Rocket balloons', PartnerTag: PAAPI.tag, PartnerType: 'Associates', Marketplace: 'www.amazon.com' });
    expect(found.data.source).toBe('product_api');
    expect(found.data.products).toHaveLength(4);
    expect(found.data.products).toContainEqual(
      expect.objectContaining({
        product_name: 'Rocket balloons',
        title: 'Rocket balloons pack of 10',
        asin: 'B0TEST0001',
        price: 10.99,
        rating: 4.5,
        review_count: 100,
        is_prime: true,
        affiliate_url: `https://www.amazon.com/dp/B0TEST0001?tag=${PAAPI.tag}`,
      }),
    );

    for (const searchQuery of ['Nothing at all', 'Broken']) {
      const links = await c.functions.invoke('generate-amazon-products', { body: { searchQuery, partyId: party.id } });
      expect(links.error).toBeNull();
      expect(links.data.source).toBe('search_links');
      expect(Boolean(links.data.notice)).toBe(searchQuery === 'Broken');
      const url = new URL(links.data.products[0].affiliate_url);
      expect(url.searchParams.get('k')).toBe(searchQuery);
      expect(url.searchParams.get('tag')).toBe(PAAPI.tag);
      expect(links.data.products[0]).toMatchObject({ asin: null, price: null, rating: null });
    }
  });
});
