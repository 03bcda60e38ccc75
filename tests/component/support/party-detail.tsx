/* eslint-disable testing-library/no-node-access, testing-library/prefer-find-by -- section anchors have no role. */
// Shared setup of the party page's component tests (tests/component/party-detail-*.test.tsx): a
// party, its vendors and products, the backend as each role sees it, a controllable window width.
import { http, HttpResponse, ws } from 'msw';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import { partyRow, publicPartyRow } from './party-rows';
import { renderApp } from './render';
import { API, server, startMswServer } from './server';
import { signInAs, TEST_USER } from './session';
import { renderedUrl } from '@/lib/storage-image';

/** Call once at the top of each party-detail test file. */
export function setupPartyDetailTests() {
  startMswServer();
  // Whole-app renders on a busy machine: give findBy/waitFor more than the default second.
  configure({ asyncUtilTimeout: 5000 });
  // Whole-page renders with lazy routes and several sections: allow more than the default 5 s.
  vi.setConfig({ testTimeout: 15_000 });
  beforeEach(() => {
    patches.length = 0;
    width = 1280;
  });
}

/** The banner shows a stored photo resized by Storage (its smallest rendition is the src). */
export const bannerSrc = (url: string) => renderedUrl(url, 640) ?? url;

// ---- a controllable window width: matchMedia answers from it and tells listeners of changes
let width = 1280;
const listeners = new Set<() => void>();
function mediaMatches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}
window.matchMedia = (query: string) =>
  ({
    get matches() {
      return mediaMatches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    addListener: (cb: () => void) => listeners.add(cb),
    removeListener: (cb: () => void) => listeners.delete(cb),
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
export function resizeTo(w: number) {
  width = w;
  act(() => listeners.forEach((cb) => cb()));
}
// react-resizable-panels measures its group.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export const PARTY_ID = 'c0ffee00-0000-4000-8000-0000000000aa';
export const OWNER_ID = '0b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a99';

export const selected = {
  partyNames: ['Starlight Soirée'],
  themes: ['Space'],
  games: ['Rocket relay'],
  food: ['Moon pies'],
  vendors: ['Face painter'],
  products: ['Glow sticks'],
  timeline: {
    preParty: [{ task: 'Send invitations', timeframe: '3 weeks before' }],
    duringParty: [{ task: 'Cake', timeframe: '3 PM' }],
    afterParty: [{ task: 'Thank-you notes', timeframe: 'Within a week' }],
  },
};
export const ai = { ...selected, themes: ['Space', 'Under the Sea'], games: ['Rocket relay', 'Alien limbo'] };

export function detailRow(userId: string) {
  return partyRow({
    id: PARTY_ID,
    user_id: userId,
    party_name: 'Robin turns 8',
    party_for: 'Robin',
    ideas: 'Rockets and stars',
    special_requests: 'No nuts',
    ai_suggestions: ai,
    selected_suggestions: selected,
    party_timeline: selected.timeline,
    photo_url: `${API}/storage/v1/object/public/party-photos/${PARTY_ID}/photo.png?t=1`,
    is_public: true,
  });
}
export const publicRow = () => publicPartyRow(detailRow(OWNER_ID));

export const vendor = {
  id: 'v1',
  party_id: PARTY_ID,
  name: 'Galaxy Face Paint',
  category: 'Entertainment',
  address: '1 Main St',
  phone: null,
  website: null,
  rating: 4.5,
  review_count: 12,
  price_level: '$$',
  business_status: 'OPERATIONAL',
  photo_url: null,
  source: 'user_added',
  google_place_id: null,
  created_by: OWNER_ID,
  created_at: '2026-01-02T10:00:00Z',
};

export const product = {
  id: 'p1',
  party_id: PARTY_ID,
  product_name: 'Glow sticks',
  title: 'Search Amazon for “Glow sticks”',
  asin: null,
  price: null,
  rating: null,
  review_count: null,
  is_prime: false,
  image_url: null,
  affiliate_url: 'https://www.amazon.com/s?k=Glow+sticks',
  created_at: '2026-01-02T10:00:00Z',
};

export type Role = 'owner' | 'co_admin' | 'collaborator' | 'view_only';
/** The party_plans PATCH bodies the page sent in this test. */
export const patches: Array<Record<string, unknown>> = [];

/** Answers for other features' requests (account menu, RSVP, team, chat, designs): empty. */
export function otherFeatures() {
  server.use(
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/get_party_people`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/get_my_rsvp`, () => HttpResponse.json(null)),
    http.post(`${API}/rest/v1/rpc/get_party_guests`, () => HttpResponse.json({ can_manage: false, plus_ones_allowed: 1, planned_guests: 12, guests: [] })),
    http.post(`${API}/rest/v1/rpc/get_party_calendar`, () => HttpResponse.json({ code: '42501', message: 'no', details: null, hint: null }, { status: 403 })),
    http.get(`${API}/auth/v1/user`, () => HttpResponse.json({ id: TEST_USER.id, email: TEST_USER.email, aud: 'authenticated', role: 'authenticated' })),
    http.post(`${API}/storage/v1/object/list/*`, () => HttpResponse.json([])),
    // The party feed's realtime socket: accepted, never used here.
    ws.link('ws://127.0.0.1:54321/realtime/v1/websocket').addEventListener('connection', () => {}),
  );
}

/** The backend as each viewer sees it; other features' sections get empty answers. */
export function backend(role: Role | 'visitor') {
  otherFeatures(); // registered first: later handlers take precedence
  server.use(
    http.get(`${API}/rest/v1/party_plans`, () =>
      role === 'visitor' ? HttpResponse.json({ message: 'no' }, { status: 401 }) : HttpResponse.json(detailRow(role === 'owner' ? TEST_USER.id : OWNER_ID)),
    ),
    http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json(role)),
    http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([publicRow()])),
    http.get(`${API}/rest/v1/party_vendors`, () => HttpResponse.json([vendor])),
    http.get(`${API}/rest/v1/party_products`, () => HttpResponse.json([product])),
    http.patch(`${API}/rest/v1/party_plans`, async ({ request }) => {
      patches.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([{ id: PARTY_ID }]);
    }),
  );
}

export async function openPage(role: Role | 'visitor') {
  if (role !== 'visitor') signInAs();
  backend(role);
  const utils = renderApp(`/party/${PARTY_ID}`);
  // The first render also loads the lazy route.
  await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
  await sectionsDrawn();
  return utils;
}

/** The sections under the overview are drawn just after it (in the background). */
export async function sectionsDrawn() {
  await waitFor(() => expect(document.getElementById('tshirts')).not.toBeNull());
}

export async function menuItems(): Promise<string[] | null> {
  // The menu's code loads on first use, for those who have one.
  const trigger = await screen.findByRole('button', { name: 'Party actions' }, { timeout: 1000 }).catch(() => null);
  if (!trigger) return null;
  await userEvent.setup().click(trigger);
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent!.trim());
  await userEvent.setup().keyboard('{Escape}');
  return items;
}

/** Every control docs/product.md#roles-and-permissions rules on, as the page shows it. */
export async function controls(container: HTMLElement) {
  return {
    menu: await menuItems(),
    advancedSwitch: !!screen.queryByRole('switch', { name: 'Advanced Mode' }),
    checkboxes: screen.queryAllByRole('checkbox').length > 0,
    moreIdeas: screen.queryAllByRole('button', { name: /More Ideas/ }).length,
    addVendor: !!screen.queryByRole('button', { name: 'Add New Vendor' }),
    findVendors: !!screen.queryByRole('button', { name: /Find More Vendors/ }),
    useAsTemplate: !!screen.queryByRole('button', { name: 'Use This Party as Template' }),
    // The RSVP slot is there for every member: answers for managers (and invitees), the Guests panel for all.
    rsvpSection: !!container.querySelector('#rsvp:not(:empty)'),
    chatSection: !!container.querySelector('#chat'),
    locationShown: !!screen.queryByText('Austin, TX'),
  };
}

// ---------------------------------------------------------------------------------------------
// One party per test below: the page remembers per party id which photo and vendor lookups it
// already tried, so each test that depends on an automatic lookup uses its own id.
// ---------------------------------------------------------------------------------------------
let nextId = 0x100;
export const freshId = () => `c0ffee00-0000-4000-8000-000000000${(nextId++).toString(16)}`;

export type Handler = Parameters<typeof server.use>[0];

/** The owner's page for `row`, with the given answers for vendors and products and extra handlers. */
export async function ownerPage(
  row: ReturnType<typeof partyRow>,
  opts: { vendors?: unknown[]; products?: () => unknown[]; handlers?: Handler[]; permission?: Role } = {},
) {
  signInAs();
  otherFeatures();
  server.use(
    // One row for the page's single-object read, a list for My Parties (after 'Back to My Parties').
    http.get(`${API}/rest/v1/party_plans`, ({ request }) =>
      HttpResponse.json(request.headers.get('accept')?.includes('vnd.pgrst.object') ? row : [{ ...row, party_members: [] }]),
    ),
    http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json(opts.permission ?? 'owner')),
    http.get(`${API}/rest/v1/party_vendors`, () => HttpResponse.json(opts.vendors ?? [vendor])),
    http.get(`${API}/rest/v1/party_products`, () => HttpResponse.json(opts.products ? opts.products() : [product])),
    ...(opts.handlers ?? []),
  );
  const utils = renderApp(`/party/${row.id}`);
  await screen.findByRole('heading', { level: 1, name: row.party_name ?? `${row.party_type} Party` }, { timeout: 5000 });
  await sectionsDrawn();
  return utils;
}
