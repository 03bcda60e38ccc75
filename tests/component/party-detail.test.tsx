import { http, HttpResponse, ws } from 'msw';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { partyRow, publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

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
    http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json(publicRow())),
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
  return utils;
}

async function menuItems(): Promise<string[] | null> {
  const trigger = screen.queryByRole('button', { name: 'Party actions' });
  if (!trigger) return null;
  await userEvent.setup().click(trigger);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent!.trim());
  await userEvent.setup().keyboard('{Escape}');
  return items;
}

/** Every control spec §6 rules on, as the page shows it. */
async function controls(container: HTMLElement) {
  return {
    menu: await menuItems(),
    advancedSwitch: !!screen.queryByRole('switch', { name: 'Advanced Mode' }),
    checkboxes: screen.queryAllByRole('checkbox').length > 0,
    moreIdeas: screen.queryAllByRole('button', { name: /More Ideas/ }).length,
    addVendor: !!screen.queryByRole('button', { name: 'Add New Vendor' }),
    findVendors: !!screen.queryByRole('button', { name: /Find More Vendors/ }),
    useAsTemplate: !!screen.queryByRole('button', { name: 'Use This Party as Template' }),
    rsvpSection: !!container.querySelector('#rsvp'),
    chatSection: !!container.querySelector('#chat'),
    locationShown: !!screen.queryByText('Austin, TX'),
  };
}

describe('party detail: the permission matrix of spec §6', () => {
  const editor = { checkboxes: true, moreIdeas: 6, addVendor: true, findVendors: true, useAsTemplate: false, chatSection: true, locationShown: true, advancedSwitch: true };
  const cases: Array<[Role | 'visitor', Awaited<ReturnType<typeof controls>>]> = [
    ['owner', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['co_admin', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['collaborator', { ...editor, menu: ['Generate Photo', 'Edit'], rsvpSection: false }],
    [
      'view_only',
      { menu: null, advancedSwitch: false, checkboxes: false, moreIdeas: 0, addVendor: false, findVendors: false, useAsTemplate: false, rsvpSection: false, chatSection: true, locationShown: true },
    ],
    [
      'visitor',
      { menu: null, advancedSwitch: false, checkboxes: false, moreIdeas: 0, addVendor: false, findVendors: false, useAsTemplate: true, rsvpSection: false, chatSection: false, locationShown: false },
    ],
  ];

  it.each(cases)('%s sees exactly the controls allowed', async (role, expected) => {
    const { container } = await openPage(role);
    await screen.findByText('Galaxy Face Paint');
    expect(await controls(container)).toEqual(expected);
    if (role === 'visitor') {
      expect(screen.getAllByText('Hidden for privacy')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Back to Public Parties' })).toBeInTheDocument();
    }
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
  });

  it("shows 'Party Not Found' for a party that does not exist", async () => {
    otherFeatures();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(false)),
    );
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
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
    const user = userEvent.setup();
    const { container } = await openPage('owner');
    expect(container.querySelector('[data-layout="simple"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Party sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    expect(container.querySelector('[data-layout="advanced-desktop"]')).not.toBeNull();
    const sidebar = screen.getByRole('navigation', { name: 'Party sections' });
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Overview',
      'Timeline',
      'AI Suggestions',
      'Party Chat',
      'T-Shirts',
      'Saved Designs',
      'Back to Parties',
    ]);
    expect(sidebar).toHaveStyle({ width: '16rem' });
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sponsored' })).toHaveAttribute('data-ad-keyword', 'large party venues');
    expect(screen.getByText('20% Off', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Free Quote', { selector: 'span' })).toBeInTheDocument();

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
