import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { partyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const row = (i: number, userId: string, members: Array<{ permission_level: string }> = [], extra: Record<string, unknown> = {}) => ({
  ...partyRow({ id: `c0ffee00-0000-4000-8000-00000000020${i}`, user_id: userId, party_name: `Party ${i}`, guest_count: 10, budget: 'cheap' }),
  party_members: members,
  ...extra,
});

// What preview_public_plan answers: the public projection's fields for the party.
const PREVIEW = {
  id: 'x',
  party_name: 'Party 1',
  party_type: 'Birthday Party',
  party_for: 'Maya',
  guest_count: 10,
  budget: 'cheap',
  ideas: 'Dinosaurs in …',
  details: { birthdayAge: '7' },
  selected_suggestions: { themes: ['Dino dig'], games: ['Fossil hunt'] },
  ai_suggestions: null,
  party_timeline: { preParty: [{ task: 'Send invitations', timeframe: '2 weeks before' }], duringParty: [], afterParty: [] },
  photo_url: null,
};

function backend() {
  const queries: string[] = [];
  server.use(
    http.post(`${API}/rest/v1/rpc/preview_public_plan`, () => HttpResponse.json(PREVIEW)),
    http.get(`${API}/rest/v1/rpc/get_my_parties`, ({ request }) => {
      queries.push(decodeURIComponent(new URL(request.url).search));
      return HttpResponse.json([
        row(1, TEST_USER.id),
        row(2, 'someone-else', [{ permission_level: 'co_admin' }]),
        row(3, 'someone-else', [{ permission_level: 'view_only' }]),
      ]);
    }),
    // Anything else the page's shell asks for (the profile for the account menu): empty.
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
  );
  return queries;
}

describe('My Parties', () => {
  it('Make Public lists exactly what the public page would show, and asks before anything changes', async () => {
    signInAs();
    backend();
    let patched = false;
    server.use(
      http.patch(`${API}/rest/v1/party_plans`, () => {
        patched = true;
        return HttpResponse.json([{ id: row(1, '').id }]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/my-parties');
    const card = await screen.findByRole('article', { name: 'Party 1' });
    await user.click(within(card).getByRole('button', { name: 'Make Public: Party 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make this party public?' });
    const fields = await within(dialog).findByRole('list', { name: 'Public fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Party name: Party 1',
      'Party type: Birthday Party',
      'Who it is for: Maya',
      'Guest count: 10',
      'Budget: As cheap as I can make it',
      'Ideas: Dinosaurs in …',
      'Age they are turning: 7',
      'Chosen ideas: Dino dig, Fossil hunt',
      'Timeline: 1 task (without dates or times)',
    ]);
    expect(patched).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patched).toBe(false);
  });

  it('loads every plan in one request, starting from the user’s rows, and offers each action only to those allowed', async () => {
    signInAs();
    const queries = backend();
    renderApp('/my-parties');
    expect(await screen.findByRole('heading', { name: 'My Party Plans' })).toBeInTheDocument();
    const own = await screen.findByRole('article', { name: 'Party 1' });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('select=*,party_members(permission_level)');
    expect(queries[0]).toContain(`party_members.user_id=eq.${TEST_USER.id}`);
    expect(queries[0]).toContain('order=created_at.desc');

    const names = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim());
    expect(names(own)).toEqual(['Make Public', 'Share as Template', 'Delete']);
    const coAdmin = screen.getByRole('article', { name: 'Party 2' });
    expect(names(coAdmin)).toEqual(['Make Public', 'Share as Template', 'Delete']);
    expect(within(coAdmin).getByText(/Shared with you · Co-admin/)).toBeInTheDocument();
    const viewer = screen.getByRole('article', { name: 'Party 3' });
    expect(within(viewer).queryAllByRole('button')).toHaveLength(0);
    expect(within(viewer).getByRole('link', { name: 'View Party 3' })).toHaveAttribute('href', `/party/${row(3, '').id}`);
    expect(within(own).getByRole('link', { name: 'Edit Party 1' })).toHaveAttribute('href', `/party/${row(1, '').id}`);
  });

  it('confirms before sharing, says what becomes visible, and reports failures with the product toasts', async () => {
    signInAs();
    backend();
    let rpcBody: unknown;
    server.use(
      http.post(`${API}/rest/v1/rpc/share_party_as_template`, async ({ request }) => {
        rpcBody = await request.json();
        return HttpResponse.json('tpl-1');
      }),
      http.delete(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 })),
      http.patch(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderApp('/my-parties');
    const card = await screen.findByRole('article', { name: 'Party 1' });

    await user.click(within(card).getByRole('button', { name: 'Share as Template: Party 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('party type, budget, guest count, ideas and type choices (without names)');
    // Sharing makes the party public: the dialog lists what the public page shows.
    const fields = await within(dialog).findByRole('list', { name: 'Public fields' });
    expect(within(fields).getByText('Maya')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Never public: location, date, time');
    expect(rpcBody).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Share Template' }));
    expect(await screen.findByText('Party shared publicly as template!')).toBeInTheDocument();
    expect(rpcBody).toEqual({ p_party_id: row(1, '').id });

    await user.click(within(card).getByRole('button', { name: 'Delete Party 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Party' }));
    expect(await screen.findByText('Failed to delete party plan. Please try again.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    // An update row-level security refuses changes nothing: that is a failure too.
    await user.click(within(card).getByRole('button', { name: 'Make Public: Party 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make Public' }));
    expect(await screen.findByText('Failed to update party visibility. Please try again.')).toBeInTheDocument();
  });
  it("shows 'Loading your parties...', then the empty state, and its buttons lead to the wizard and the templates", async () => {
    signInAs();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/rest/v1/rpc/get_my_parties`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
      http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/my-parties');
    expect(await screen.findByText('Loading your parties...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'No party plans yet' })).toBeInTheDocument();
    expect(screen.getByText('Start planning your perfect party!')).toBeInTheDocument();
    expect(screen.queryByText('Loading your parties...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Party Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-planning'));
    unmount();

    const { router: second, unmount: unmountSecond } = renderApp('/my-parties');
    await user.click(await screen.findByRole('button', { name: 'Browse Public Templates' }));
    await waitFor(() => expect(second.state.location.pathname).toBe('/public-templates'));
    unmountSecond();

    const { router: third } = renderApp('/my-parties');
    await user.click(await screen.findByRole('button', { name: 'Create New Party Plan' }));
    await waitFor(() => expect(third.state.location.pathname).toBe('/party-planning'));
  });

  it('lays the cards out in two columns and reports the other outcomes with the product toasts', async () => {
    signInAs();
    backend();
    let deleted = false;
    server.use(
      http.post(`${API}/rest/v1/rpc/share_party_as_template`, () => HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 })),
      http.delete(`${API}/rest/v1/party_plans`, () => {
        deleted = true;
        return HttpResponse.json([{ id: row(1, '').id }]);
      }),
      http.patch(`${API}/rest/v1/party_plans`, () => HttpResponse.json([{ id: row(1, '').id }])),
    );
    const user = userEvent.setup();
    renderApp('/my-parties');
    const card = await screen.findByRole('article', { name: 'Party 1' });
    expect(screen.getByRole('list', { name: 'Your party plans' })).toHaveClass('md:grid-cols-2');

    await user.click(within(card).getByRole('button', { name: 'Share as Template: Party 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Share Template' }));
    expect(await screen.findByText('Failed to share party. Please try again.')).toBeInTheDocument();
    // The dialog stays, so the user can try again or cancel.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Make Public: Party 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make Public' }));
    expect(await screen.findByText('Party visibility updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Delete Party 1' }));
    expect(deleted).toBe(false); // nothing is deleted before the confirmation
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Party' }));
    expect(await screen.findByText('Party plan deleted successfully!')).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
