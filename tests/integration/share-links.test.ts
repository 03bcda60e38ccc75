import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareProxy } from '../../scripts/share-routes.ts';
import { apiUrl, serviceClient } from './clients.ts';
import { makeParty, makeTeam, type Team } from './fixtures.ts';

// The share URLs (/i/{token}, /p/{id}) as a link-preview crawler and a browser meet them: the
// `share` function on the real local stack, reached directly and through the same routing
// `npm start`, `npm run preview` and the e2e server use (scripts/share-routes.ts). A preview shows
// the party's name, type, photo and who invites, and never its place, date, time or guests.

/** The stack's default SITE_URL (config.toml's site_url): the origin every share URL names. */
const APP_ORIGIN = 'http://localhost:5173';
const CRAWLERS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// Facts no preview may carry, each distinctive enough that finding it can only be a leak.
const LOCATION = 'Quillmarsh Boathouse, 77 Marlinspike Row, Zanzibar City';
const DATE = '2027-08-23'; // a Monday
const TIME = '19:45';
const REQUESTS = 'Please keep the surprise from Obadiah';
const GUEST_NAME = 'Philippa Wexford-Guest';
/** The date and time in the forms people and programs write them. */
const DATE_AND_TIME_FORMS = [
  '2027-08-23',
  '2027/08/23',
  '23/08/2027',
  '08/23/2027',
  '8/23',
  '23/8',
  '23.08',
  'August 23',
  'Aug 23',
  '23 August',
  '23 Aug',
  'Monday',
  '19:45',
  '7:45',
  '7.45',
  '1945',
];
const LOCATION_WORDS = ['Quillmarsh', 'Boathouse', 'Marlinspike', 'Zanzibar'];
const HOSTILE_NAME = `Tom's "Big" <script>alert(1)</script> & <b>Bash</b>`;

let team: Team;
let privateParty: string;
let publicParty: string;
let token: string;
let invitedEmail: string;
let proxy: http.Server;
let proxyOrigin: string;

const fn = (path: string) => `${apiUrl()}/functions/v1/share${path}`;

/** A GET with exactly these headers: node:http, as fetch would add Sec-Fetch-Mode: cors of its own. */
function get(url: string, headers: Record<string, string> = { 'user-agent': CRAWLERS[0]! }, localAddress?: string) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve({ status: res.statusCode!, headers: h, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const decode = (s: string) => s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e as 'lt']!);

/** The page's meta tags by name or property, decoded. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = decode(m[2]!);
  return tags;
}

function expectNoPrivateFacts(page: string) {
  // Tokens and ids are long runs of hex digits that could hold '1945' by chance: left out.
  const html = page.replace(/[0-9a-f-]{32,}/g, '');
  for (const form of [...DATE_AND_TIME_FORMS, ...LOCATION_WORDS]) expect(html, `"${form}" in the preview`).not.toContain(form);
  expect(html.toLowerCase()).not.toContain('zanzibar');
  expect(html).not.toContain('Obadiah');
  expect(html).not.toContain(GUEST_NAME);
  expect(html).not.toContain(invitedEmail);
}

async function sizeOf(body: Buffer) {
  const m = await sharp(body).metadata();
  return { width: m.width, height: m.height, format: m.format };
}

beforeAll(async () => {
  team = await makeTeam('share');
  const facts = { location: LOCATION, date: DATE, time_of_day: TIME, special_requests: REQUESTS };
  privateParty = await makeParty(team, { ...facts, party_name: HOSTILE_NAME });
  // A public party whose own name gives the city away: its preview shows the public page's name.
  publicParty = await makeParty(team, { ...facts, party_name: 'Zanzibar Midsummer Splash', is_public: true });
  invitedEmail = `share-invitee-${Date.now()}@example.test`;
  const { data, error } = await team.clients.owner
    .from('party_invitations')
    .insert({ party_id: privateParty, invited_email: invitedEmail, permission_level: 'view_only', response_type: 'attendance', invited_by: team.ids.owner })
    .select('invitation_token')
    .single();
  if (error) throw error;
  token = data.invitation_token;
  const guest = await team.clients.owner.rpc('add_party_guest', { p_party_id: privateParty, p_name: GUEST_NAME });
  expect(guest.error).toBeNull();

  proxy = http.createServer((req, res) =>
    shareProxy(() => apiUrl())(req, res, () => {
      res.statusCode = 404;
      res.end('not a share path');
    }),
  );
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
});

describe('an invitation link fetched by a link-preview crawler', () => {
  it.each(CRAWLERS)('%s gets the party card with no place, date, time or guests', async (ua) => {
    const r = await get(fn(`/i/${token}`), { 'user-agent': ua });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = r.body.toString('utf8');
    const tags = metaTags(html);
    expect(tags['og:title']).toBe(HOSTILE_NAME);
    expect(tags['og:description']).toBe('owner share invites you to their Birthday Party. Answer in a few seconds on Confetti.');
    expect(tags['og:url']).toBe(`${APP_ORIGIN}/i/${token}`);
    expect(tags['og:image']).toBe(`${APP_ORIGIN}/i/${token}/image.png`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(html).toContain(`href="${APP_ORIGIN}/invitation/${token}"`);
    expectNoPrivateFacts(html);
  });

  it('escapes the party name everywhere: no tag or attribute comes from it, and the page runs no script', async () => {
    const html = (await get(fn(`/i/${token}`))).body.toString('utf8');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Tom&#39;s &quot;Big&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;Bash&lt;/b&gt;');
  });

  it('is not indexed, sends no referrer and is cached privately for a short time', async () => {
    const r = await get(fn(`/i/${token}`));
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(r.headers.get('cache-control')).toMatch(/^private, max-age=\d{1,3}$/);
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(r.body.toString('utf8')).toContain('<meta name="referrer" content="no-referrer">');
  });

  it('a redacted name: an invitation to a party named after its city shows the name without it', async () => {
    const inv = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: publicParty, invited_email: `share-second-${Date.now()}@example.test`, invited_by: team.ids.owner, response_type: 'collaboration' })
      .select('invitation_token')
      .single();
    const tags = metaTags((await get(fn(`/i/${inv.data!.invitation_token}`))).body.toString('utf8'));
    expect(tags['og:title']).toBe('… Midsummer Splash');
    expect(tags['og:description']).toBe('owner share invites you to help plan their Birthday Party on Confetti.');
  });

  it('an unknown, expired or malformed token gets the generic card, the same for each, with no error detail', async () => {
    const expired = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: privateParty, invited_email: `share-expired-${Date.now()}@example.test`, invited_by: team.ids.owner })
      .select('id, invitation_token')
      .single();
    await serviceClient()
      .from('party_invitations')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', expired.data!.id);
    const pages = [];
    for (const t of [expired.data!.invitation_token, 'f'.repeat(64), 'short', `${'a'.repeat(300)}`, "x'%3Bselect"]) {
      const r = await get(fn(`/i/${t}`));
      expect(r.status, t).toBe(200);
      expect(r.headers.get('x-robots-tag')).toMatch(/noindex/);
      const html = r.body.toString('utf8');
      const tags = metaTags(html);
      expect(tags['og:title']).toBe('Confetti — AI-Powered Party Planning');
      expect(tags['og:image']).toBe(`${APP_ORIGIN}/og-default.png`);
      expect(html).not.toContain('Tom');
      expect(html).not.toMatch(/not found|expired|invalid|error/i);
      pages.push(html.replace(/\/(i|invitation)\/[^"]*/g, '/$1/…'));
    }
    expect(new Set(pages).size).toBe(1);
    const image = await get(fn(`/i/${'f'.repeat(64)}/image.png`));
    expect(image.status).toBe(302);
    expect(image.headers.get('location')).toBe(`${APP_ORIGIN}/og-default.png`);
  });

  it('its picture is a 1200×630 PNG: the generated card without a photo, the photo cropped to fill it with one', async () => {
    const card = await get(fn(`/i/${token}/image.png`));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toMatch(/^private/);
    expect(await sizeOf(card.body)).toEqual({ width: 1200, height: 630, format: 'png' });

    // A square, solid orange photo in the party's folder: the picture is that orange, edge to edge.
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 255, g: 128, b: 0 } } })
      .jpeg()
      .toBuffer();
    const admin = serviceClient();
    const path = `${privateParty}/photo.jpg`;
    expect((await admin.storage.from('party-photos').upload(path, photo, { contentType: 'image/jpeg', upsert: true })).error).toBeNull();
    const photoUrl = `${admin.storage.from('party-photos').getPublicUrl(path).data.publicUrl}?t=1`;
    expect((await admin.from('party_plans').update({ photo_url: photoUrl }).eq('id', privateParty)).error).toBeNull();
    const cropped = await get(fn(`/i/${token}/image.png`));
    expect(await sizeOf(cropped.body)).toEqual({ width: 1200, height: 630, format: 'png' });
    const { data } = await sharp(cropped.body).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 255)).toBeLessThan(8);
    expect(Math.abs(data[1]! - 128)).toBeLessThan(8);
    expect(data[2]!).toBeLessThan(8);
  });
});

describe('lookups by token through previews', () => {
  it('are counted per client: 120 a minute, then 429 for that client only; guesses count too', async () => {
    // Each client is a loopback address of its own (the stack counts the address it saw).
    const guess = (n: number) => `${n.toString(16).padStart(8, '0')}${'e'.repeat(56)}`;
    for (let n = 0; n < 120; n++) expect((await get(fn(`/i/${guess(n)}`), undefined, '127.0.0.41')).status).toBe(200);
    const refused = await get(fn(`/i/${token}`), undefined, '127.0.0.41');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.toString('utf8')).not.toContain('og:title');
    const other = await get(fn(`/i/${token}`), undefined, '127.0.0.42');
    expect(other.status).toBe(200);
    expect(metaTags(other.body.toString('utf8'))['og:title']).toBe(HOSTILE_NAME);
  });
});

describe('a public party link', () => {
  it('shows what its public page shows: the projection’s name, never the place, date or time', async () => {
    const { data: row } = await serviceClient().from('public_party_plans').select('party_name').eq('id', publicParty).single();
    for (const ua of CRAWLERS) {
      const r = await get(fn(`/p/${publicParty}`), { 'user-agent': ua });
      expect(r.status).toBe(200);
      const html = r.body.toString('utf8');
      const tags = metaTags(html);
      expect(tags['og:title']).toBe(row!.party_name);
      expect(tags['og:title']).toBe('… Midsummer Splash');
      expect(tags['og:description']).toMatch(/^A Birthday Party plan shared on Confetti/);
      expect(tags['og:url']).toBe(`${APP_ORIGIN}/p/${publicParty}`);
      expect(tags['og:image']).toBe(`${APP_ORIGIN}/p/${publicParty}/image.png`);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="${APP_ORIGIN}/public-party/${publicParty}">`);
      expectNoPrivateFacts(html);
    }
    const image = await get(fn(`/p/${publicParty}/image.png`));
    expect(await sizeOf(image.body)).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('a private party’s link gives the generic card: not its name, type or photo', async () => {
    const r = await get(fn(`/p/${privateParty}`));
    expect(r.status).toBe(200);
    const html = r.body.toString('utf8');
    const tags = metaTags(html);
    expect(tags['og:title']).toBe('Confetti — AI-Powered Party Planning');
    expect(tags['og:image']).toBe(`${APP_ORIGIN}/og-default.png`);
    expect(html).not.toContain('Tom');
    expect(html).not.toContain('Birthday');
    expectNoPrivateFacts(html);
    expect((await get(fn(`/p/${privateParty}/image.png`))).headers.get('location')).toBe(`${APP_ORIGIN}/og-default.png`);
    // A party made private stops showing its card.
    await team.clients.owner.from('party_plans').update({ is_public: false }).eq('id', publicParty);
    expect(metaTags((await get(fn(`/p/${publicParty}`))).body.toString('utf8'))['og:title']).toBe('Confetti — AI-Powered Party Planning');
    await team.clients.owner.from('party_plans').update({ is_public: true }).eq('id', publicParty);
  });
});

describe('a person opening a share link', () => {
  const browser = { 'user-agent': CHROME, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };

  it('is sent on to the app page: the invitation page, the public party page, a private party’s member page', async () => {
    const inv = await get(fn(`/i/${token}`), browser);
    expect(inv.status).toBe(302);
    expect(inv.headers.get('location')).toBe(`${APP_ORIGIN}/invitation/${token}`);
    expect(inv.headers.get('referrer-policy')).toBe('no-referrer');
    expect(inv.headers.get('vary')).toMatch(/Sec-Fetch-Mode/);
    expect((await get(fn(`/p/${publicParty}`), browser)).headers.get('location')).toBe(`${APP_ORIGIN}/public-party/${publicParty}`);
    expect((await get(fn(`/p/${privateParty}`), browser)).headers.get('location')).toBe(`${APP_ORIGIN}/party/${privateParty}`);
  });

  it('a crawler that sends browser headers still gets the card', async () => {
    const r = await get(fn(`/i/${token}`), { ...browser, 'user-agent': CRAWLERS[2]! });
    expect(r.status).toBe(200);
    expect(metaTags(r.body.toString('utf8'))['og:title']).toBe(HOSTILE_NAME);
  });
});

describe('the site’s share paths, as the local servers route them', () => {
  it('/i/{token}, /p/{id} and their pictures reach the function, with its headers; other paths do not', async () => {
    const page = await get(`${proxyOrigin}/i/${token}`, { 'user-agent': CRAWLERS[1]! });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(metaTags(page.body.toString('utf8'))['og:title']).toBe(HOSTILE_NAME);
    const image = await get(`${proxyOrigin}/p/${publicParty}/image.png`);
    expect(await sizeOf(image.body)).toEqual({ width: 1200, height: 630, format: 'png' });
    const person = await get(`${proxyOrigin}/p/${publicParty}`, { 'user-agent': CHROME, 'sec-fetch-mode': 'navigate' });
    expect(person.status).toBe(302);
    expect(person.headers.get('location')).toBe(`${APP_ORIGIN}/public-party/${publicParty}`);
    expect((await get(`${proxyOrigin}/invitation/${token}`)).status).toBe(404);
    expect((await get(`${proxyOrigin}/i/${token}/other`)).status).toBe(404);
  });
});
