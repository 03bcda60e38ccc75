/* eslint-disable testing-library/no-node-access -- reads the document's <head>: its tags have no role */
import { http, HttpResponse, ws } from 'msw';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FOOTER_COLUMNS } from '@/app/layouts/nav-links';
import { SITE_TITLE } from '@/lib/page-meta';
import { partyRow, publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

// Titles, descriptions, Open Graph and Twitter tags and canonical links of the public routes
// (docs/decisions.md#search-engines-and-link-previews), read from document.head after a real render.

startMswServer();
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const PUBLIC_PATHS = ['/', '/public-parties', '/public-templates', '/auth', ...FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.to))];

/** Every request a public page or the header makes: empty answers. */
function emptyBackend() {
  server.use(
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/*`, () => HttpResponse.json(null)),
    http.get(`${API}/auth/v1/user`, () => HttpResponse.json({ id: TEST_USER.id, email: TEST_USER.email, aud: 'authenticated', role: 'authenticated' })),
    http.post(`${API}/storage/v1/object/list/*`, () => HttpResponse.json([])),
    ws.link('ws://127.0.0.1:54321/realtime/v1/websocket').addEventListener('connection', () => {}),
  );
}

const meta = (attr: 'name' | 'property', key: string) => document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)?.content ?? null;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;

/** Everything a page put in the head, for checks that nothing private is in any of it. */
function headText(): string {
  const tags = [...document.head.querySelectorAll('meta, link[rel="canonical"]')].map((el) => el.outerHTML);
  return [document.title, ...tags].join('\n');
}

async function pageMetaOf(path: string) {
  const origin = window.location.origin;
  const utils = renderApp(path);
  await waitFor(() => expect(canonical()).toBe(`${origin}${path}`));
  return {
    ...utils,
    title: document.title,
    description: meta('name', 'description'),
    og: {
      title: meta('property', 'og:title'),
      description: meta('property', 'og:description'),
      type: meta('property', 'og:type'),
      url: meta('property', 'og:url'),
      image: meta('property', 'og:image'),
    },
    twitter: { card: meta('name', 'twitter:card'), title: meta('name', 'twitter:title'), image: meta('name', 'twitter:image') },
  };
}

describe('public routes', () => {
  it('lists the sixteen static pages besides /, /public-parties, /public-templates and /auth', () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(20);
  });

  it.each(PUBLIC_PATHS)('%s sets its title, description, Open Graph and Twitter tags and canonical link', async (path) => {
    emptyBackend();
    const origin = window.location.origin;
    const m = await pageMetaOf(path);
    expect(path === '/' ? m.title === SITE_TITLE : /^\S.* \| Confetti$/.test(m.title), m.title).toBe(true);
    expect(m.description!.length).toBeGreaterThanOrEqual(50);
    expect(m.description!.length).toBeLessThanOrEqual(160);
    expect(m.og).toEqual({
      title: path === '/' ? SITE_TITLE : m.title.replace(/ \| Confetti$/, ''),
      description: m.description,
      type: 'website',
      url: `${origin}${path}`,
      image: `${origin}/og-default.png`,
    });
    expect(m.twitter).toEqual({ card: 'summary_large_image', title: m.og.title, image: m.og.image });

    // Leaving the page puts the defaults back: a private page never keeps a public page's tags.
    m.unmount();
    expect(canonical()).toBeNull();
    expect(meta('property', 'og:url')).toBeNull();
  });

  it('gives every public route a title and a description of its own', async () => {
    emptyBackend();
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of PUBLIC_PATHS) {
      const m = await pageMetaOf(path);
      seen.titles.add(m.title);
      seen.descriptions.add(m.description!);
      m.unmount();
    }
    expect(seen.titles.size).toBe(PUBLIC_PATHS.length);
    expect(seen.descriptions.size).toBe(PUBLIC_PATHS.length);
  });
});

describe('the public party page', () => {
  const ID = 'c0ffee00-0000-4000-8000-0000000000bb';
  const PHOTO = `${API}/storage/v1/object/public/party-photos/${ID}/photo.png?t=1`;
  // What the owner keeps private; the public view leaves it out, and none of it may reach a tag.
  const PRIVATE = { location: 'Evanston, IL', date: '2031-05-01', special_requests: 'Gate code 4417' };

  it("uses the party's name and photo, and nothing private", async () => {
    emptyBackend();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () =>
        // Even were the view to send them, the page must not put private fields in its tags.
        HttpResponse.json([{ ...publicPartyRow({ id: ID, party_name: 'Robin turns 8', party_for: 'Robin', photo_url: PHOTO }), ...PRIVATE }]),
      ),
    );
    const m = await pageMetaOf(`/public-party/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' })).toBeInTheDocument();
    expect(m.title).toBe('Robin turns 8 | Confetti');
    expect(m.og.title).toBe('Robin turns 8');
    expect(m.twitter.title).toBe('Robin turns 8');
    expect(m.og.image).toBe(PHOTO);
    expect(m.twitter.image).toBe(PHOTO);
    expect(m.og.url).toBe(`${window.location.origin}/public-party/${ID}`);
    const head = headText();
    for (const secret of ['Evanston', '2031', 'May', 'Gate code', '4417']) expect(head).not.toContain(secret);
  });

  it('falls back to the default social image and the type-based name', async () => {
    emptyBackend();
    server.use(http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([publicPartyRow({ id: ID, party_type: 'Graduation', photo_url: null })])));
    const m = await pageMetaOf(`/public-party/${ID}`);
    expect(m.og.title).toBe('Graduation Party');
    expect(m.og.image).toBe(`${window.location.origin}/og-default.png`);
  });

  it("sets no tags of its own on a member's private party", async () => {
    signInAs();
    emptyBackend();
    server.use(
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json(partyRow({ id: ID, party_name: 'Secret surprise', ...PRIVATE, photo_url: PHOTO }))),
      http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json('owner')),
    );
    renderApp(`/party/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secret surprise' })).toBeInTheDocument();
    expect(canonical()).toBeNull();
    expect(headText()).not.toContain('Secret surprise');
    expect(headText()).not.toContain('Evanston');
  });
});
