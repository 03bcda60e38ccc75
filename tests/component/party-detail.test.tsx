import { http, HttpResponse, ws } from 'msw';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { partyRow, publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import { renderedUrl } from '@/lib/storage-image';
import { PREFETCH_GLOBAL } from '@/lib/prefetch';

/** The banner shows a stored photo resized by Storage (its smallest rendition is the src). */
const bannerSrc = (url: string) => renderedUrl(url, 640) ?? url;

startMswServer();
// Whole-app renders on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });
// Whole-page renders with lazy routes and several sections: allow more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

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
function resizeTo(w: number) {
  width = w;
  act(() => listeners.forEach((cb) => cb()));
}
// react-resizable-panels measures its group.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const PARTY_ID = 'c0ffee00-0000-4000-8000-0000000000aa';
const OWNER_ID = '0b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a99';

const selected = {
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
const ai = { ...selected, themes: ['Space', 'Under the Sea'], games: ['Rocket relay', 'Alien limbo'] };

function detailRow(userId: string) {
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
const publicRow = () => publicPartyRow(detailRow(OWNER_ID));

const vendor = {
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

const product = {
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

type Role = 'owner' | 'co_admin' | 'collaborator' | 'view_only';
let patches: Array<Record<string, unknown>> = [];

/** Answers for other features' requests (account menu, RSVP, team, chat, designs): empty. */
function otherFeatures() {
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
function backend(role: Role | 'visitor') {
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

beforeEach(() => {
  patches = [];
  width = 1280;
});

async function openPage(role: Role | 'visitor') {
  if (role !== 'visitor') signInAs();
  backend(role);
  const utils = renderApp(`/party/${PARTY_ID}`);
  // The first render also loads the lazy route.
  await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
  await sectionsDrawn();
  return utils;
}

/** The sections under the overview are drawn just after it (in the background). */
async function sectionsDrawn() {
  await waitFor(() => expect(document.getElementById('tshirts')).not.toBeNull());
}

async function menuItems(): Promise<string[] | null> {
  // The menu's code loads on first use, for those who have one.
  const trigger = await screen.findByRole('button', { name: 'Party actions' }, { timeout: 1000 }).catch(() => null);
  if (!trigger) return null;
  await userEvent.setup().click(trigger);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent!.trim());
  await userEvent.setup().keyboard('{Escape}');
  return items;
}

/** Every control docs/product.md#roles-and-permissions rules on, as the page shows it. */
async function controls(container: HTMLElement) {
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

describe('party detail: the permission matrix of docs/product.md#party-permissions', () => {
  const editor = { checkboxes: true, moreIdeas: 6, addVendor: true, findVendors: true, useAsTemplate: false, chatSection: true, locationShown: true, advancedSwitch: true };
  const cases: Array<[Role | 'visitor', Awaited<ReturnType<typeof controls>>]> = [
    ['owner', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['co_admin', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['collaborator', { ...editor, menu: ['Generate Photo', 'Edit'], rsvpSection: true }],
    [
      'view_only',
      { menu: null, advancedSwitch: false, checkboxes: false, moreIdeas: 0, addVendor: false, findVendors: false, useAsTemplate: false, rsvpSection: true, chatSection: true, locationShown: true },
    ],
    [
      'visitor',
      { menu: null, advancedSwitch: false, checkboxes: false, moreIdeas: 0, addVendor: false, findVendors: false, useAsTemplate: true, rsvpSection: false, chatSection: false, locationShown: false },
    ],
  ];

  it.each(cases)('%s sees exactly the controls allowed', async (role, expected) => {
    const { container } = await openPage(role);
    // Local vendors (their addresses give the city away) are for members only.
    await screen.findByText(role === 'visitor' ? 'Rocket relay' : 'Galaxy Face Paint');
    // The RSVP slot's sections load lazily: on a busy machine they may come after the vendors.
    if (expected.rsvpSection) await waitFor(() => expect(container.querySelector('#rsvp:not(:empty)')).not.toBeNull(), { timeout: 5000 });
    expect(await controls(container)).toEqual(expected);
    if (role === 'visitor') {
      // Location, date and time of day.
      expect(screen.getAllByText('Hidden for privacy')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Back to Public Parties' })).toBeInTheDocument();
      expect(screen.queryByText('Galaxy Face Paint')).not.toBeInTheDocument();
    }
  });

  it('#8 a visitor never asks for the vendors of a public party', async () => {
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    try {
      await openPage('visitor');
      await screen.findByText('Rocket relay');
      expect((await screen.findAllByText('Glow sticks')).length).toBeGreaterThan(0);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(asked).not.toContain('/rest/v1/party_vendors');
  });

  const timeline = () => screen.getByRole('region', { name: 'Party Timeline' });

  it('#8 members see the calendar date beside each relative timeline label', async () => {
    await openPage('view_only');
    // The party is on 2031-05-01: 3 weeks before is Apr 10, 'Within a week' ends May 8.
    expect(within(timeline()).getByText('Apr 10', { exact: false })).toBeInTheDocument();
    expect(within(timeline()).getByText(/by May 8/)).toBeInTheDocument();
    expect(within(timeline()).getByText('3 PM')).toBeInTheDocument();
  });

  it('#8 visitors see the relative labels only', async () => {
    await openPage('visitor');
    expect(within(timeline()).getByText('3 weeks before')).toBeInTheDocument();
    expect(within(timeline()).queryByText(/Apr 10|May 8/)).not.toBeInTheDocument();
  });

  describe("the wizard's answers and the start time", () => {
    const withAnswers = (row: ReturnType<typeof detailRow>) => ({
      ...row,
      party_type: 'Graduation',
      time_of_day: '18:30:00',
      details: { graduationLevel: 'College/University', graduateName: 'Robin Park' },
      selected_suggestions: { ...selected, timeline: { ...selected.timeline, duringParty: [{ task: 'Caps in the air', timeframe: '1 hr in' }] } },
    });
    function answersBackend(role: Role | 'visitor') {
      backend(role);
      server.use(
        http.get(`${API}/rest/v1/party_plans`, () =>
          role === 'visitor' ? HttpResponse.json({ message: 'no' }, { status: 401 }) : HttpResponse.json(withAnswers(detailRow(role === 'owner' ? TEST_USER.id : OWNER_ID))),
        ),
        http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([publicPartyRow(withAnswers(detailRow(OWNER_ID)))])),
      );
    }
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

    it('members see them in the overview under the wizard’s labels, and the clock time beside the timeline', async () => {
      signInAs();
      answersBackend('view_only');
      renderApp(`/party/${PARTY_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
      await sectionsDrawn();
      expect(within(fact('Time')).getByText('6:30 PM')).toBeInTheDocument();
      expect(within(fact('Graduation level')).getByText('College/University')).toBeInTheDocument();
      expect(within(fact("Graduate's name")).getByText('Robin Park')).toBeInTheDocument();
      expect(within(timeline()).getByText(/7:30 PM/)).toBeInTheDocument();
    });

    it('visitors see the answers but never the time', async () => {
      answersBackend('visitor');
      renderApp(`/party/${PARTY_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
      await sectionsDrawn();
      expect(within(fact('Time')).getByText('Hidden for privacy')).toBeInTheDocument();
      expect(within(fact('Graduation level')).getByText('College/University')).toBeInTheDocument();
      expect(within(fact("Graduate's name")).getByText('Robin Park')).toBeInTheDocument();
      expect(within(timeline()).getByText('1 hr in')).toBeInTheDocument();
      expect(screen.queryByText(/6:30 PM|7:30 PM/)).not.toBeInTheDocument();
    });
  });

  it('shows Access Denied to a signed-in user without access to a private party', async () => {
    signInAs();
    otherFeatures();
    server.use(
      // Row-level security hides the row: an empty answer.
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json('none')),
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(true)),
    );
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this party.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to My Parties' })).toBeInTheDocument();
  });

  it('offers a signed-out visitor the way back to Public Parties and Sign In on a private party', async () => {
    otherFeatures();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(true)),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Public Parties' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-parties'));
  });

  it("shows the loading state, then 'Party Not Found' for a party that does not exist", async () => {
    otherFeatures();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(false)),
    );
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByText('Loading party details...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading party details...')).not.toBeInTheDocument();
  });
});

describe("party detail: the page's early reads (src/lib/prefetch.ts)", () => {
  /** What the page's inline script leaves when it asked for the plan as `userId` before the code loaded. */
  function earlyReads(userId: string) {
    const early = { userId, plan: Promise.resolve([{ ...detailRow(TEST_USER.id), party_name: 'From the early read' }]), permission: Promise.resolve('owner') };
    (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = { [`party:${PARTY_ID}`]: early };
  }
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (/\/rest\/v1\/(party_plans|rpc\/get_user_party_permission)/.test(request.url) && request.method !== 'PATCH') asked.push(request.url);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners('request:start');
    delete (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL];
  });

  it('shows their answer to the user who asked, without asking again', async () => {
    signInAs();
    backend('owner');
    earlyReads(TEST_USER.id);
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'From the early read' })).toBeInTheDocument();
    await sectionsDrawn();
    expect(asked).toEqual([]);
  });

  it('never shows reads made as someone else: the page asks as the signed-in user', async () => {
    signInAs();
    backend('owner');
    earlyReads(OWNER_ID);
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' })).toBeInTheDocument();
    await sectionsDrawn();
    expect(screen.queryByText('From the early read')).not.toBeInTheDocument();
    expect(asked.filter((u) => u.includes('/party_plans'))).toHaveLength(1);
  });
});

describe("party detail: 'Save Changes'", () => {
  it('appears only when the ticks really differ from the saved selection, and saves them', async () => {
    const user = userEvent.setup();
    await openPage('owner');
    const alienLimbo = await screen.findByRole('checkbox', { name: 'Alien limbo' });
    const rocketRelay = screen.getByRole('checkbox', { name: 'Rocket relay' });
    expect(rocketRelay).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(alienLimbo);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(alienLimbo); // back to the saved selection
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    // Untick and re-tick: the order changes, the selection does not.
    await user.click(rocketRelay);
    await user.click(rocketRelay);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Under the Sea' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Suggestions updated successfully!')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect((patches[0]!.selected_suggestions as typeof selected).themes).toEqual(['Space', 'Under the Sea']);
    expect(patches[0]!.party_timeline).toEqual(selected.timeline);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Under the Sea' })).toBeChecked();
  });
});

describe('party detail: layouts', () => {
  it('switches between the desktop and mobile Advanced layouts at 768 px, and Simple stacks sections', async () => {
    // The ad column exists only for a configured sponsor (e2e/party-pages.spec.ts checks the page without one).
    vi.stubEnv('VITE_SPONSOR_NAME', 'Cake Corner');
    vi.stubEnv('VITE_SPONSOR_URL', 'https://cakes.example/');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const user = userEvent.setup();
    const { container } = await openPage('owner');
    expect(container.querySelector('[data-layout="simple"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Party sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    // Advanced Mode's code loads when it is first switched on.
    const sidebar = await screen.findByRole('navigation', { name: 'Party sections' });
    expect(container.querySelector('[data-layout="advanced-desktop"]')).not.toBeNull();
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Overview',
      'Timeline',
      'Checklist',
      'Budget',
      'AI Suggestions',
      'Party Chat',
      'T-Shirts',
      'Saved Designs',
      'Back to Parties',
    ]);
    expect(sidebar).toHaveStyle({ width: '16rem' });
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const sponsored = screen.getByRole('complementary', { name: 'Sponsored' });
    expect(within(sponsored).getByRole('link', { name: /Cake Corner/ })).toHaveAttribute('href', 'https://cakes.example/');

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByRole('navigation', { name: 'Party sections' })).toHaveStyle({ width: '3rem' });
    expect(document.cookie).toContain('sidebar_state=false');

    resizeTo(767);
    expect(container.querySelector('[data-layout="advanced-mobile"]')).not.toBeNull();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Party sections' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('navigation', { name: 'Party sections' })).toBeInTheDocument();
    expect(within(sheet).getByRole('navigation', { name: 'Party sections' }).parentElement).toHaveStyle({ width: '18rem' });
    await user.keyboard('{Escape}');

    resizeTo(768);
    expect(container.querySelector('[data-layout="advanced-desktop"]')).not.toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    expect(container.querySelector('[data-layout="simple"]')).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// One party per test below: the page remembers per party id which photo and vendor lookups it
// already tried, so each test that depends on an automatic lookup uses its own id.
// ---------------------------------------------------------------------------------------------
let nextId = 0x100;
const freshId = () => `c0ffee00-0000-4000-8000-000000000${(nextId++).toString(16)}`;

type Handler = Parameters<typeof server.use>[0];

/** The owner's page for `row`, with the given answers for vendors and products and extra handlers. */
async function ownerPage(row: ReturnType<typeof partyRow>, opts: { vendors?: unknown[]; products?: () => unknown[]; handlers?: Handler[]; permission?: Role } = {}) {
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

describe('party detail: header and navigation', () => {
  it("shows type, creation date, 'Shared Publicly' and a jump-nav whose Timeline follows the selection", async () => {
    const user = userEvent.setup();
    const { router, unmount } = await openPage('owner');
    const header = screen.getByRole('heading', { level: 1, name: 'Robin turns 8' }).closest('header')!;
    expect(within(header).getByText('Birthday Party')).toBeInTheDocument();
    expect(within(header).getByText('Shared Publicly')).toBeInTheDocument();
    expect(within(header).getByText(/Created January 2, 2026/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Jump to section' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Overview',
      'Timeline',
      'Checklist',
      'Budget',
      'AI Suggestions',
      'Products to Purchase',
      'T-Shirts',
      'Saved Designs',
    ]);

    // Edit (actions menu) hands the party to the results screen.
    await user.click(screen.getByRole('button', { name: 'Party actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-results'));
    const state = router.state.location.state as { partyId: string; editingParty: { id: string }; formData: { partyType: string } };
    expect(state.partyId).toBe(PARTY_ID);
    expect(state.editingParty.id).toBe(PARTY_ID);
    expect(state.formData.partyType).toBe('Birthday Party');
    unmount();

    // A private party without a chosen timeline: no badge, no Timeline entry.
    const plain = partyRow({ id: freshId(), party_name: 'Quiet one', photo_url: 'https://example.test/p.png', selected_suggestions: { themes: ['Space'] } });
    const second = await ownerPage(plain);
    expect(screen.queryByText('Shared Publicly')).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Jump to section' })).getAllByRole('link').map((l) => l.textContent);
    expect(links).not.toContain('Timeline');
    expect(links).toContain('Overview');
    await user.click(screen.getByRole('button', { name: 'Back to My Parties' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/my-parties'));
  });

  it("in public view goes back to Public Parties, and 'Use This Party as Template' prefills the wizard without the location", async () => {
    const user = userEvent.setup();
    // A signed-in user who is not a member: row-level security hides the plan, the public view has it.
    signInAs();
    otherFeatures();
    server.use(
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json('none')),
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([publicRow()])),
      http.get(`${API}/rest/v1/party_vendors`, () => HttpResponse.json([vendor])),
      http.get(`${API}/rest/v1/party_products`, () => HttpResponse.json([product])),
    );
    const { router, unmount } = renderApp(`/party/${PARTY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Use This Party as Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-planning'));
    expect(router.state.location.state).toEqual({
      prefill: { party_type: 'Birthday Party', location: null, guest_count: 24, budget: '500-1000', ideas: 'Rockets and stars', party_for: 'Robin', details: {} },
    });
    unmount();

    const again = renderApp(`/party/${PARTY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Back to Public Parties' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/public-parties'));
  });
});

describe('party detail: photo', () => {
  const photoFn = (answer: (body: Record<string, unknown>) => Response, bodies: Array<Record<string, unknown>>) =>
    http.post(`${API}/functions/v1/generate-party-photo`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    });

  it('is generated once when the party has ideas and no photo; the success toast only for a new one', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    // Answered from the stored photo (cached): shown, but nothing was generated, so no toast.
    // (First in this file: sonner's toasts outlive a render, so no earlier success toast may linger.)
    const cachedRow = partyRow({ id: freshId(), party_name: 'Cached party', ideas: 'Rockets', photo_url: null });
    const cachedUrl = `${API}/storage/v1/object/public/party-photos/${cachedRow.id}/photo.png?t=3`;
    const first = await ownerPage(cachedRow, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: cachedUrl, cached: true }), bodies)] });
    expect(await screen.findByRole('img', { name: 'Party photo for Cached party' })).toHaveAttribute('src', bannerSrc(cachedUrl));
    // Toasts show in the order they are made: one made now shows after any the answer made.
    const sentinel = toast('sentinel');
    await screen.findByText('sentinel');
    toast.dismiss(sentinel);
    expect(screen.queryByText('Party photo generated successfully!')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { partyData: { party_id: cachedRow.id, party_type: 'Birthday Party', ideas: 'Rockets', guest_count: 24, budget: '500-1000', details: {} }, regenerate: false },
    ]);
    first.unmount();

    // No ideas: nothing is generated.
    const second = await ownerPage(partyRow({ id: freshId(), party_name: 'No ideas', ideas: '   ', photo_url: null }), {
      handlers: [photoFn(() => HttpResponse.json({ error: 'x' }, { status: 500 }), bodies)],
    });
    second.unmount();

    // Newly generated: the success toast, once.
    const row = partyRow({ id: freshId(), party_name: 'Photo party', ideas: 'Rockets', photo_url: null });
    const url = `${API}/storage/v1/object/public/party-photos/${row.id}/photo.png?t=2`;
    const third = await ownerPage(row, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: url, cached: false }), bodies)] });
    expect(await screen.findByText('Party photo generated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Party photo for Photo party' })).toHaveAttribute('src', bannerSrc(url));
    // The page without ideas, drawn before this one, asked for nothing.
    expect(bodies.map((b) => (b.partyData as { party_id: string }).party_id)).toEqual([cachedRow.id, row.id]);
    third.unmount();

    // A view-only member opening a party with ideas and no photo gets it made too (docs/product.md#photo-states).
    const viewed = partyRow({ id: freshId(), user_id: OWNER_ID, party_name: 'Viewed party', ideas: 'Rockets', photo_url: null });
    const viewedUrl = `${API}/storage/v1/object/public/party-photos/${viewed.id}/photo.png?t=4`;
    const fourth = await ownerPage(viewed, { permission: 'view_only', handlers: [photoFn(() => HttpResponse.json({ imageUrl: viewedUrl, cached: false }), bodies)] });
    expect(await screen.findByRole('img', { name: 'Party photo for Viewed party' })).toHaveAttribute('src', bannerSrc(viewedUrl));
    expect(bodies).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Customize Party Photo/ })).not.toBeInTheDocument();
    fourth.unmount();

    // An answer with an error field is a failure.
    await ownerPage(partyRow({ id: freshId(), party_name: 'Broken', ideas: 'Rockets', photo_url: null }), {
      handlers: [photoFn(() => HttpResponse.json({ error: 'Image service down' }), bodies)],
    });
    expect(await screen.findByText('Failed to generate party photo. Please try again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(4);
  });

  it('Customize Party Photo needs a non-empty prompt and regenerates with it', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    const row = partyRow({ id: freshId(), party_name: 'Custom party', ideas: 'Rockets', photo_url: 'https://example.test/old.png' });
    const url = `${API}/storage/v1/object/public/party-photos/${row.id}/photo.png?t=9`;
    await ownerPage(row, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: url, cached: false }), bodies)] });
    expect(bodies).toHaveLength(0); // an existing photo is never regenerated on its own
    await user.click(screen.getByRole('button', { name: 'Party actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Generate Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Party Photo' });
    const generate = within(dialog).getByRole('button', { name: 'Generate Photo' });
    expect(generate).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Describe your photo'), '   ');
    expect(generate).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Describe your photo'), 'Gold rockets');
    await user.click(generate);
    expect(await screen.findByText('Party photo generated successfully!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ regenerate: true, customPrompt: 'Gold rockets' });
    expect(screen.getByRole('img', { name: 'Party photo for Custom party' })).toHaveAttribute('src', bannerSrc(url));
  });
});

describe('party detail: vendors', () => {
  const found = (placeId: string, name: string) => ({
    name,
    category: 'Catering',
    address: '2 Side St',
    phone: null,
    website: null,
    rating: 4.2,
    reviewCount: 40,
    priceLevel: '$$',
    businessStatus: 'OPERATIONAL',
    photoUrl: null,
    placeId,
  });

  it('are looked up once automatically when none are stored, and stored as google_places', async () => {
    const searches: unknown[] = [];
    const inserts: unknown[] = [];
    const row = partyRow({ id: freshId(), party_name: 'Vendorless', photo_url: 'https://example.test/p.png' });
    await ownerPage(row, {
      vendors: [],
      handlers: [
        http.post(`${API}/functions/v1/search-local-vendors`, async ({ request }) => {
          searches.push(await request.json());
          return HttpResponse.json({ vendors: [found('place-a', 'Taco Truck'), found('place-b', 'Pie Shop')], duplicates: 0, source: 'google_places' });
        }),
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          const body = (await request.json()) as Array<Record<string, unknown>>;
          inserts.push(body);
          return HttpResponse.json(body.map((r, i) => ({ ...vendor, ...r, id: `new-${i}` })), { status: 201 });
        }),
      ],
    });
    expect(await screen.findByText('Found 2 vendors for your party!')).toBeInTheDocument();
    expect(searches).toEqual([{ location: 'Austin, TX', partyType: 'Birthday Party', budget: '500-1000', excludePlaceIds: [] }]);
    const rows = inserts[0] as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.google_place_id, r.source, r.party_id, r.created_by])).toEqual([
      ['place-a', 'google_places', row.id, TEST_USER.id],
      ['place-b', 'google_places', row.id, TEST_USER.id],
    ]);
  });

  it("'Find More Vendors' stores only new places and says which of the product's outcomes happened", async () => {
    const user = userEvent.setup();
    const answers = [
      { vendors: [found('place-1', 'Galaxy Face Paint'), found('place-2', 'Moon Bakery')], duplicates: 0, source: 'google_places' },
      { vendors: [found('place-1', 'Galaxy Face Paint')], duplicates: 0, source: 'google_places' },
      { vendors: [], duplicates: 0, source: 'none', message: "Automatic vendor search isn't set up on this server." },
    ];
    const inserts: Array<Array<Record<string, unknown>>> = [];
    const searches: Array<{ excludePlaceIds: string[] }> = [];
    const row = partyRow({ id: freshId(), party_name: 'More vendors', photo_url: 'https://example.test/p.png', ai_suggestions: ai, selected_suggestions: selected });
    await ownerPage(row, {
      vendors: [{ ...vendor, party_id: row.id, source: 'google_places', google_place_id: 'place-1' }],
      handlers: [
        http.post(`${API}/functions/v1/search-local-vendors`, async ({ request }) => {
          searches.push((await request.json()) as { excludePlaceIds: string[] });
          return HttpResponse.json(answers.shift());
        }),
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          const body = (await request.json()) as Array<Record<string, unknown>>;
          inserts.push(body);
          return HttpResponse.json(body.map((r, i) => ({ ...vendor, ...r, id: `new-${i}` })), { status: 201 });
        }),
      ],
    });
    const find = await screen.findByRole('button', { name: 'Find More Vendors' });
    await user.click(find);
    expect(await screen.findByText('Found 1 new vendors!')).toBeInTheDocument();
    expect(searches[0]!.excludePlaceIds).toEqual(['place-1']);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.map((r) => r.google_place_id)).toEqual(['place-2']);

    await user.click(await screen.findByRole('button', { name: 'Find More Vendors' }));
    expect(await screen.findByText('No new unique vendors found')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Find More Vendors' }));
    expect(await screen.findByText('No additional vendors found in your area')).toBeInTheDocument();
    expect(inserts).toHaveLength(1);
  });

  it("'Add New Vendor' checks name, category, rating and price level, stores a user_added vendor, and keeps the input on failure", async () => {
    const user = userEvent.setup();
    const inserts: Array<Record<string, unknown>> = [];
    let fail = true;
    const row = partyRow({ id: freshId(), party_name: 'Add vendor', photo_url: 'https://example.test/p.png', ai_suggestions: ai, selected_suggestions: selected });
    await ownerPage(row, {
      handlers: [
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          if (fail) return HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 });
          inserts.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ ...vendor, id: 'v2' }, { status: 201 });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    const submit = within(dialog).getByRole('button', { name: 'Add Vendor' });
    await user.click(submit);
    expect(within(dialog).getByText('Vendor name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vendor Name *')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Vendor Name *'), '   ');
    await user.click(submit);
    expect(within(dialog).getByText('Vendor name is required')).toBeInTheDocument(); // blanks are no name

    const categories = within(within(dialog).getByLabelText('Category *')).getAllByRole('option').map((o) => o.textContent);
    expect(categories.slice(1)).toEqual([
      'Catering', 'Photography', 'DJ/Music', 'Venue', 'Decorations', 'Flowers', 'Entertainment',
      'Transportation', 'Equipment Rental', 'Bakery/Cakes', 'Bar Service', 'Event Planning', 'Other',
    ]);
    const prices = within(within(dialog).getByLabelText('Price Level')).getAllByRole('option').map((o) => o.textContent);
    expect(prices.slice(1)).toEqual(['$', '$$', '$$$', '$$$$']);

    await user.clear(within(dialog).getByLabelText('Vendor Name *'));
    await user.type(within(dialog).getByLabelText('Vendor Name *'), 'Moon Bakery');
    await user.selectOptions(within(dialog).getByLabelText('Category *'), 'Bakery/Cakes');
    const rating = within(dialog).getByLabelText('Rating (1–5)');
    await user.type(rating, '6');
    await user.click(submit);
    expect(within(dialog).getByText('Rating must be between 1 and 5')).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4.55');
    await user.click(submit);
    expect(within(dialog).getByText('Rating goes in steps of 0.1')).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4.5');
    await user.selectOptions(within(dialog).getByLabelText('Price Level'), '$$');

    await user.click(submit);
    expect(await screen.findByText('Failed to add vendor')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vendor Name *')).toHaveValue('Moon Bakery');
    expect(within(dialog).getByLabelText('Category *')).toHaveValue('Bakery/Cakes');
    expect(rating).toHaveValue(4.5);

    fail = false;
    await user.click(submit);
    expect(await screen.findByText('Vendor added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Vendor' })).not.toBeInTheDocument());
    expect(inserts).toEqual([
      {
        party_id: row.id,
        name: 'Moon Bakery',
        category: 'Bakery/Cakes',
        address: null,
        phone: null,
        website: null,
        rating: 4.5,
        price_level: '$$',
        source: 'user_added',
        business_status: 'OPERATIONAL',
        created_by: TEST_USER.id,
      },
    ]);
  });
});

describe("party detail: 'More Ideas'", () => {
  it('adds the new ideas and keeps them with the plan; says so when they cannot be made or saved', async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => HttpResponse.json({ suggestions: ['Rocket relay', 'Moon walk', 'Star hunt'], source: 'builtin' });
    let saved: () => Response = () => HttpResponse.json([{ id: 'x' }]);
    const stored: Record<string, unknown>[] = [];
    const row = partyRow({ id: freshId(), party_name: 'More ideas', photo_url: 'https://example.test/p.png', ai_suggestions: ai, selected_suggestions: selected });
    await ownerPage(row, {
      handlers: [
        http.post(`${API}/functions/v1/generate-section-suggestions`, () => answer()),
        http.patch(`${API}/rest/v1/party_plans`, async ({ request }) => {
          stored.push((await request.json()) as Record<string, unknown>);
          return saved();
        }),
      ],
    });
    const games = screen.getByRole('group', { name: 'Games & Activities' });
    await user.click(within(games).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('New games & activities suggestions added!')).toBeInTheDocument();
    // Only the ideas not offered already, stored with the plan's AI suggestions.
    expect(within(games).getByText('Moon walk')).toBeInTheDocument();
    expect((stored[0].ai_suggestions as { games: string[] }).games).toEqual(['Rocket relay', 'Alien limbo', 'Moon walk', 'Star hunt']);

    answer = () => HttpResponse.json({ error: 'The AI service is busy' }, { status: 500 });
    await user.click(within(games).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('Failed to generate new games & activities')).toBeInTheDocument();

    // Row-level security refused the write (no row back): not reported as added.
    answer = () => HttpResponse.json({ suggestions: ['Comet catch'], source: 'builtin' });
    saved = () => HttpResponse.json([]);
    const themes = screen.getByRole('group', { name: 'Themes' });
    await user.click(within(themes).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('Failed to generate new themes')).toBeInTheDocument();
    expect(screen.queryByText('New themes suggestions added!')).not.toBeInTheDocument();
  });
});

describe('party detail: products', () => {
  const item = (i: number, name: string) => ({ ...product, id: `p-${name}-${i}`, product_name: name, title: `${name} ${i}` });

  it("ticking a product without products finds them ('Loaded {n} products for {item}!'), with the affiliate disclosure", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let stored = [item(1, 'Glow sticks')];
    const row = partyRow({
      id: freshId(),
      party_name: 'Products party',
      photo_url: 'https://example.test/p.png',
      ai_suggestions: { ...ai, products: ['Glow sticks', 'Party hats'] },
      selected_suggestions: selected,
    });
    await ownerPage(row, {
      products: () => stored,
      handlers: [
        http.post(`${API}/functions/v1/generate-amazon-products`, async ({ request }) => {
          bodies.push(await request.json());
          const found = [item(1, 'Party hats'), item(2, 'Party hats')];
          stored = [...found, ...stored];
          // The configured catalogue failed: store searches stand in, and the user is told.
          return HttpResponse.json({
            products: found,
            cached: false,
            source: 'search_links',
            notice: 'The product catalogue is unavailable right now, so these are store searches instead.',
          });
        }),
      ],
    });
    const section = screen.getByRole('region', { name: 'Products to Purchase' });
    expect(within(section).getByText(/earns from qualifying purchases/)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Party hats' }));
    expect(await screen.findByText('Loaded 2 products for Party hats!')).toBeInTheDocument();
    expect(screen.getByText('The product catalogue is unavailable right now, so these are store searches instead.')).toBeInTheDocument();
    expect(bodies).toEqual([{ searchQuery: 'Party hats', context: 'Birthday Party Space', partyId: row.id, forceRegenerate: false }]);
    expect(await within(section).findByText('Party hats 2')).toBeInTheDocument();

    // Unticking and ticking again does not search again: the item has products now.
    await user.click(screen.getByRole('checkbox', { name: 'Party hats' }));
    await user.click(screen.getByRole('checkbox', { name: 'Party hats' }));
    expect(bodies).toHaveLength(1);
  });

  it('shows a carousel only above 3 products for an item', async () => {
    const three = [1, 2, 3].map((i) => item(i, 'Glow sticks'));
    const row = partyRow({ id: freshId(), party_name: 'Three', photo_url: 'https://example.test/p.png', ai_suggestions: ai, selected_suggestions: selected });
    const { unmount } = await ownerPage(row, { products: () => three });
    await screen.findByText('Glow sticks 3');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    unmount();

    const four = [1, 2, 3, 4].map((i) => item(i, 'Glow sticks'));
    await ownerPage({ ...row, id: freshId() }, { products: () => four });
    const carousel = await screen.findByRole('region', { name: 'Products for Glow sticks' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('button', { name: 'Next products for Glow sticks' })).toBeInTheDocument();
  });
});
