import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import { listItemWith } from './support/queries';

// Public Parties and Public Templates (docs/product.md#public-parties): the texts, what the cards show, where the buttons
// go, and the template dialog. The backend is MSW; the pages are the real routes.

startMswServer();
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const PLAN = publicPartyRow({
  id: 'c0ffee00-0000-4000-8000-000000000301',
  user_id: 'someone-else',
  party_name: 'Robin turns 8',
  party_type: 'Birthday Party',
  party_for: 'Robin',
  guest_count: 24,
  budget: 'cheap',
  ideas: 'Rockets and stars',
});

const TEMPLATE = {
  id: 'a0000000-0000-4000-8000-000000000401',
  original_party_id: PLAN.id,
  party_type: 'Graduation',
  budget: '2500-5000',
  guest_count: 31,
  ideas: 'Caps in the air',
  special_requests: null,
  details: { graduationLevel: 'College/University' },
  created_by: 'someone-else',
  created_at: '2026-01-02T10:00:00Z',
};

/** Whatever else a page asks for (account menu, a page navigated to): empty answers. */
function elsewhere() {
  server.use(
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/*`, () => HttpResponse.json(null)),
    http.get(`${API}/auth/v1/user`, () => HttpResponse.json({ id: TEST_USER.id, email: TEST_USER.email, aud: 'authenticated', role: 'authenticated' })),
  );
}

describe('Public Parties', () => {
  function publicPlans(answer: () => Response) {
    const queries: string[] = [];
    elsewhere();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, ({ request }) => {
        queries.push(decodeURIComponent(new URL(request.url).search));
        return answer();
      }),
    );
    return queries;
  }

  it('shows each public plan as docs/product.md#public-parties lists it, read from public_party_plans a page at a time', async () => {
    const queries = publicPlans(() => HttpResponse.json([PLAN]));
    const { router } = renderApp('/public-parties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Parties' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Robin turns 8' });
    const card = listItemWith((li) => within(li).queryByRole('heading', { name: 'Robin turns 8' }));
    expect(queries).toEqual(['?select=*&order=created_at.desc,id.desc&limit=12']);
    // One plan is the whole list: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const c = within(card);
    expect(c.getByText('Public Template')).toBeInTheDocument();
    expect(c.getByText('Budget-Friendly')).toBeInTheDocument(); // the short label of 'cheap'
    expect(c.getByText('Birthday Party')).toBeInTheDocument();
    expect(c.getByText('For: Robin')).toBeInTheDocument();
    expect(c.getAllByText('Hidden for privacy')).toHaveLength(2);
    expect(c.getByText('24 guests')).toBeInTheDocument();
    expect(c.getByText('Rockets and stars')).toHaveClass('line-clamp-3');

    // A signed-out visitor who wants to reuse it signs in first.
    await userEvent.setup().click(c.getByRole('button', { name: 'Use This Template: Robin turns 8' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('opens the details from the card and from View Details; a signed-in user gets the wizard prefilled', async () => {
    signInAs();
    publicPlans(() => HttpResponse.json([PLAN]));
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/public-parties');
    const heading = await screen.findByRole('heading', { name: 'Robin turns 8' });
    await user.click(heading); // anywhere on the card
    await waitFor(() => expect(router.state.location.pathname).toBe(`/party/${PLAN.id}`));
    unmount();

    const { router: second, unmount: unmountSecond } = renderApp('/public-parties');
    await user.click(await screen.findByRole('button', { name: 'View Details: Robin turns 8' }));
    await waitFor(() => expect(second.state.location.pathname).toBe(`/party/${PLAN.id}`));
    unmountSecond();

    const { router: third } = renderApp('/public-parties');
    await user.click(await screen.findByRole('button', { name: 'Use This Template: Robin turns 8' }));
    await waitFor(() => expect(third.state.location.pathname).toBe('/party-planning'));
    expect(third.state.location.state).toEqual({
      prefill: { party_type: 'Birthday Party', location: null, guest_count: 24, budget: 'cheap', ideas: 'Rockets and stars', party_for: 'Robin', details: {} },
    });
  });

  it("'Load more' adds the plans older than the last one shown, a page at a time, until there are no more", async () => {
    // 15 plans, newest first; two of them made at the same instant, on either side of the page's end.
    const plans = Array.from({ length: 15 }, (_, i) =>
      publicPartyRow({
        id: `c0ffee00-0000-4000-8000-0000000005${String(99 - i)}`,
        party_name: `Plan ${i + 1}`,
        created_at: new Date(Date.UTC(2026, 0, 30 - Math.min(i, 11) - Math.max(0, i - 12))).toISOString(),
      }),
    );
    const queries: string[] = [];
    elsewhere();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, ({ request }) => {
        const search = decodeURIComponent(new URL(request.url).search);
        queries.push(search);
        return HttpResponse.json(search.includes('created_at=lte.') ? plans.slice(12) : plans.slice(0, 12));
      }),
    );
    const user = userEvent.setup();
    renderApp('/public-parties');
    const list = await screen.findByRole('list', { name: 'Public parties' });
    const cards = () => within(list).getAllByRole('heading', { name: /^Plan \d+$/ });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('heading', { name: 'Plan 15' })).toBeInTheDocument();
    expect(cards()).toHaveLength(15);
    const last = plans[11];
    expect(queries).toEqual([
      '?select=*&order=created_at.desc,id.desc&limit=12',
      `?select=*&order=created_at.desc,id.desc&limit=12&created_at=lte.${last.created_at}&or=(created_at.lt."${last.created_at}",and(created_at.eq."${last.created_at}",id.lt.${last.id}))`,
    ]);
    // A page shorter than a page was the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("a page that fails to load says so, keeps what is shown, and 'Load more' tries again", async () => {
    const plans = Array.from({ length: 13 }, (_, i) =>
      publicPartyRow({
        id: `c0ffee00-0000-4000-8000-0000000006${String(50 + i)}`,
        party_name: `Plan ${i + 1}`,
        created_at: new Date(Date.UTC(2026, 1, 28 - i)).toISOString(),
      }),
    );
    let fail = true;
    elsewhere();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, ({ request }) => {
        if (!new URL(request.url).searchParams.has('or')) return HttpResponse.json(plans.slice(0, 12));
        return fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(plans.slice(12));
      }),
    );
    const user = userEvent.setup();
    renderApp('/public-parties');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more public parties.");
    // The first page stays (its cards are drawn a few per task, so they may still be arriving).
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Plan \d+$/ })).toHaveLength(12));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Plan 13' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No Public Parties Yet' when there are none, and a failed load is not passed off as empty", async () => {
    publicPlans(() => HttpResponse.json([]));
    const { unmount } = renderApp('/public-parties');
    expect(await screen.findByRole('heading', { name: 'No Public Parties Yet' })).toBeInTheDocument();
    unmount();

    let fail = true;
    publicPlans(() => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json([PLAN])));
    renderApp('/public-parties');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the public parties.");
    expect(screen.queryByText('No Public Parties Yet')).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Robin turns 8' })).toBeInTheDocument();
  });
});

describe('Public Templates', () => {
  function templates(answer: () => Response = () => HttpResponse.json([TEMPLATE])) {
    elsewhere();
    server.use(http.get(`${API}/rest/v1/party_templates`, answer));
  }

  it('shows party type, guest count and the short budget label; signed out, Use This Template goes to /auth', async () => {
    templates();
    const { router } = renderApp('/public-templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Party Templates' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Graduation' });
    const card = listItemWith((li) => within(li).queryByRole('heading', { name: 'Graduation' }));
    expect(within(card).getByText('31 guests')).toBeInTheDocument();
    expect(within(card).getByText('$2.5K - $5K')).toBeInTheDocument();
    // The host's choices come with it, labelled for screen readers as the wizard asked them.
    expect(within(card).getByText('College/University')).toBeInTheDocument();
    expect(within(card).getByText('Graduation level')).toHaveClass('sr-only');
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Use This Template/ }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("creates a private party with the user's location and date, 'Creating...' while it saves, then /my-parties", async () => {
    signInAs();
    templates();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const inserts: unknown[] = [];
    server.use(
      http.post(`${API}/rest/v1/party_plans`, async ({ request }) => {
        inserts.push(await request.json());
        await held;
        return HttpResponse.json({ id: 'c0ffee00-0000-4000-8000-000000000999' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/public-templates');
    await user.click(await screen.findByRole('button', { name: /^Use This Template/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Party Details' });
    const create = within(dialog).getByRole('button', { name: 'Create My Party' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Location'), '   ');
    expect(create).toBeDisabled(); // blanks are not a location
    await user.type(within(dialog).getByLabelText('Location'), 'Lakeside Pavilion');
    expect(create).toBeDisabled();
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('type', 'date');
    await user.type(within(dialog).getByLabelText('Date'), '2031-06-15');
    expect(create).toBeEnabled();

    await user.click(create);
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Party created from template!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'));
    expect(screen.queryByRole('dialog', { name: 'Add Your Party Details' })).not.toBeInTheDocument();
    expect(inserts).toEqual([
      {
        party_type: 'Graduation',
        location: 'Lakeside Pavilion',
        date: '2031-06-15',
        guest_count: 31,
        budget: '2500-5000',
        ideas: 'Caps in the air',
        special_requests: null,
        // The template's choices carry over into the new plan.
        details: { graduationLevel: 'College/University' },
        user_id: TEST_USER.id,
        is_public: false,
      },
    ]);
  });

  it('keeps what was typed when creating fails, with the product toasts', async () => {
    signInAs();
    templates();
    server.use(http.post(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 })));
    const user = userEvent.setup();
    renderApp('/public-templates');
    await user.click(await screen.findByRole('button', { name: /^Use This Template/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Party Details' });
    await user.type(within(dialog).getByLabelText('Location'), 'Lakeside Pavilion');
    await user.type(within(dialog).getByLabelText('Date'), '2031-06-15');
    await user.click(within(dialog).getByRole('button', { name: 'Create My Party' }));
    expect(await screen.findByText('Failed to create party from template. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Lakeside Pavilion');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2031-06-15');
    expect(within(dialog).getByRole('button', { name: 'Create My Party' })).toBeEnabled();
  });

  it("pages like Public Parties: a page of 12, then 'Load more' for the templates older than the last one shown", async () => {
    const all = Array.from({ length: 14 }, (_, i) => ({
      ...TEMPLATE,
      id: `a0000000-0000-4000-8000-0000000004${String(80 + i)}`,
      guest_count: 40 + i,
      created_at: new Date(Date.UTC(2026, 2, 28 - i)).toISOString(),
    }));
    const queries: string[] = [];
    templates(() => HttpResponse.json([]));
    server.use(
      http.get(`${API}/rest/v1/party_templates`, ({ request }) => {
        const search = decodeURIComponent(new URL(request.url).search);
        queries.push(search);
        return HttpResponse.json(search.includes('created_at=lte.') ? all.slice(12) : all.slice(0, 12));
      }),
    );
    renderApp('/public-templates');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Use This Template: Graduation, 53 guests' })).toBeInTheDocument();
    expect(queries[0]).toBe('?select=*&order=created_at.desc,id.desc&limit=12');
    expect(queries[1]).toContain(`&created_at=lte.${all[11].created_at}&or=(`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No public templates yet' when there are none, and a failed load is not passed off as empty", async () => {
    templates(() => HttpResponse.json([]));
    const { unmount } = renderApp('/public-templates');
    expect(await screen.findByText('No public templates yet')).toBeInTheDocument();
    unmount();

    templates(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    renderApp('/public-templates');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the templates.");
    expect(screen.queryByText('No public templates yet')).not.toBeInTheDocument();
  });
});
