/* eslint-disable testing-library/no-node-access, testing-library/render-result-naming-convention --
   the page's layout markers (data-layout) and section anchors have no role. */
// The party page's frame: its early reads, the Simple and Advanced layouts, the header and jump-nav.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { partyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import {
  backend,
  detailRow,
  freshId,
  openPage,
  otherFeatures,
  OWNER_ID,
  ownerPage,
  PARTY_ID,
  product,
  publicRow,
  resizeTo,
  sectionsDrawn,
  vendor,
  setupPartyDetailTests,
} from './support/party-detail';
import { PREFETCH_GLOBAL } from '@/lib/prefetch';

setupPartyDetailTests();

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

describe("party detail: the party's people", () => {
  it('are asked for once for the chat, the checklist and the budget', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rpc/get_party_people')) asked.push(request.url);
    });
    onTestFinished(() => server.events.removeAllListeners('request:start'));
    const { queryClient } = await openPage('owner');
    // All three read the one answer (docs/decisions.md#a-light-main-thread).
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .find({ queryKey: ['party-people', PARTY_ID] })
          ?.getObserversCount(),
      ).toBe(3),
    );
    expect(asked).toHaveLength(1);
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
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Overview', 'Timeline', 'Checklist', 'Budget', 'AI Suggestions', 'Party Chat', 'T-Shirts', 'Saved Designs', 'Back to Parties']);
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

describe('party detail: header and navigation', () => {
  it("shows type, creation date, 'Shared Publicly' and a jump-nav whose Timeline follows the selection", async () => {
    const user = userEvent.setup();
    const { router, unmount } = await openPage('owner');
    const header = screen.getByRole('heading', { level: 1, name: 'Robin turns 8' }).closest('header')!;
    expect(within(header).getByText('Birthday Party')).toBeInTheDocument();
    expect(within(header).getByText('Shared Publicly')).toBeInTheDocument();
    expect(within(header).getByText(/Created January 2, 2026/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Jump to section' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Timeline', 'Checklist', 'Budget', 'AI Suggestions', 'Products to Purchase', 'T-Shirts', 'Saved Designs']);

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
    const links = within(screen.getByRole('navigation', { name: 'Jump to section' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
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
      prefill: {
        party_type: 'Birthday Party',
        location: null,
        guest_count: 24,
        budget: '500-1000',
        ideas: 'Rockets and stars',
        party_for: 'Robin',
        details: {},
      },
    });
    unmount();

    const again = renderApp(`/party/${PARTY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Back to Public Parties' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/public-parties'));
  });

  it("'Copy link' on a public party copies its share URL, /p/{id}; a private party has none", async () => {
    const user = userEvent.setup(); // installs a clipboard stub we can read back
    const { unmount } = await openPage('owner');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Party link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/p/${PARTY_ID}`);
    unmount();

    await ownerPage(partyRow({ id: freshId(), party_name: 'Quiet one', is_public: false }));
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
