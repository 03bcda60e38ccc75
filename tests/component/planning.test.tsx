// The budget tracker and the checklist on the party page (docs/product.md#planning-tools): what
// each role sees, the totals and the over/under line, checked amounts, due dates and live ticks.
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BudgetPanel, ChecklistPanel, MyTasks, type GuestTotals } from '@/features/planning';
import { fakeRealtime, FRIEND, party, PARTY_ID, partyPeopleHandler, person, renderSection, sectionProps } from './support/collab';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import { listItemWith } from './support/queries';

startMswServer();

const T = { timeout: 5000 };

function expense(id: string, fields: Record<string, unknown>) {
  return {
    id,
    party_id: PARTY_ID,
    description: id,
    category: 'Other',
    estimated_cents: 0,
    actual_cents: null,
    currency: 'USD',
    paid: false,
    paid_by: null,
    paid_by_other: false,
    vendor_id: null,
    created_by: TEST_USER.id,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

function task(id: string, fields: Record<string, unknown>) {
  return {
    id,
    party_id: PARTY_ID,
    phase: 'preParty',
    title: id,
    timeframe: null,
    due_date: null,
    notes: null,
    owner_id: null,
    done: false,
    done_at: null,
    done_by: null,
    position: 1,
    timeline_task: null,
    timeline_timeframe: null,
    created_by: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

const LINES = [
  expense('Venue hire', { category: 'Venue', estimated_cents: 50_000, actual_cents: 62_000, paid: true, paid_by: FRIEND.id }),
  expense('Cake', { category: 'Bakery/Cakes', estimated_cents: 8_000 }),
  expense('Balloons', { category: 'Decorations', estimated_cents: 4_000, actual_cents: 3_500, paid: true, paid_by_other: true }),
];

beforeEach(() => {
  signInAs();
  server.use(
    partyPeopleHandler([
      person(TEST_USER.id, { full_name: 'Dana Demo' }),
      person(FRIEND.id, { member_id: 'm-1', permission_level: 'collaborator', full_name: FRIEND.full_name }),
    ]),
    http.get(`${API}/rest/v1/party_vendors`, () => HttpResponse.json([])),
  );
});

describe('budget tracker', () => {
  it('shows an editor the lines, the totals and how far over the plan they are', async () => {
    server.use(http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json(LINES)));
    renderSection(<BudgetPanel {...sectionProps()} />);
    expect(await screen.findByText('Venue hire', {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('budget-estimated')).toHaveTextContent('$620.00');
    expect(screen.getByTestId('budget-actual')).toHaveTextContent('$655.00');
    expect(screen.getByTestId('budget-paid')).toHaveTextContent('$655.00');
    expect(screen.getByTestId('budget-left-to-pay')).toHaveTextContent('$80.00');
    // 735.00 projected over the plan's 18 guests.
    expect(screen.getByTestId('budget-per-head')).toHaveTextContent('$40.83 (18 guests planned)');
    expect(screen.getByTestId('budget-position')).toHaveTextContent("Within the plan's budget: $265.00 to spare");
    expect(screen.getByText(/Paid by Sam Rivera/)).toBeInTheDocument();
    expect(screen.getByText(/Paid by someone else/)).toBeInTheDocument();
  });

  it('divides by the attending head-count once guests answered, and says when the plan is exceeded', async () => {
    const big = [...LINES, expense('Band', { category: 'DJ/Music', estimated_cents: 40_000 })];
    server.use(http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json(big)));
    renderSection(<BudgetPanel {...sectionProps()} attendingHeadcount={5} />);
    expect(await screen.findByText('Band', {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('budget-per-head')).toHaveTextContent('$227.00 (5 attending)');
    expect(screen.getByTestId('budget-position')).toHaveTextContent("Over the plan's budget by $135.00");
  });

  it('refuses a negative or 20-digit amount with a clear message and sends nothing', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.use(
      http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/party_expenses`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderSection(<BudgetPanel {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }, T));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What *'), 'Cake');
    await user.selectOptions(within(dialog).getByLabelText('Category *'), 'Bakery/Cakes');
    await user.type(within(dialog).getByLabelText('Estimated amount'), '-5');
    await user.type(within(dialog).getByLabelText('Actual amount'), '12345678901234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Save Expense' }));
    expect(within(dialog).getByText("Amounts can't be negative")).toBeInTheDocument();
    expect(within(dialog).getByText('Amounts can be at most 10,000,000')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Estimated amount')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Estimated amount'));
    await user.type(within(dialog).getByLabelText('Estimated amount'), '80');
    await user.clear(within(dialog).getByLabelText('Actual amount'));
    await user.type(within(dialog).getByLabelText('Actual amount'), '92.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Expense' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      party_id: PARTY_ID,
      description: 'Cake',
      category: 'Bakery/Cakes',
      estimated_cents: 8_000,
      actual_cents: 9_250,
      currency: 'USD',
    });
    expect(await screen.findByText('Expense added', {}, T)).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/party_expenses`, () =>
        HttpResponse.json({ code: '23514', message: 'Whoever paid must be a member of this party', details: null, hint: null }, { status: 400 }),
      ),
    );
    renderSection(<BudgetPanel {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }, T));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What *'), 'Cake');
    await user.selectOptions(within(dialog).getByLabelText('Category *'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByText('Whoever paid must be a member of this party', {}, T)).toBeInTheDocument();
  });

  it("fills one starting estimate per category from the plan's budget and the type's shares", async () => {
    const user = userEvent.setup();
    let rows: unknown[] = [];
    server.use(
      http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/party_expenses`, async ({ request }) => {
        rows = (await request.json()) as unknown[];
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderSection(<BudgetPanel {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Fill estimates from the plan' }, T));
    await waitFor(() => expect(rows.length).toBe(6));
    const cents = (rows as { estimated_cents: number; category: string }[]).map((r) => r.estimated_cents);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(75_000);
    expect(rows).toContainEqual(expect.objectContaining({ category: 'Catering', description: 'Catering (estimate)', estimated_cents: 22_500 }));
  });

  it('shows a view-only member the totals only; visitors see nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/rest/v1/party_expenses`, () => {
        asked.push('lines');
        return HttpResponse.json([]);
      }),
      http.post(`${API}/rest/v1/rpc/party_budget_totals`, () =>
        HttpResponse.json({ count: 3, currency: 'USD', estimated: 62_000, actual: 65_500, projected: 73_500, paid: 65_500 }),
      ),
    );
    const { unmount } = renderSection(<BudgetPanel {...sectionProps({ canEdit: false, canInvite: false })} />);
    expect(await screen.findByTestId('budget-left-to-pay', {}, T)).toHaveTextContent('$80.00');
    expect(screen.queryByRole('button', { name: 'Add Expense' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Expenses' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    unmount();
    renderSection(<BudgetPanel {...sectionProps({ isPublicView: true, canEdit: false, canInvite: false })} />);
    expect(screen.queryByRole('heading', { name: 'Budget' })).not.toBeInTheDocument();
  });
});

describe('checklist', () => {
  const TASKS = [
    task('Send invites', { timeframe: '2 weeks before', owner_id: FRIEND.id, position: 1 }),
    task('Buy balloons', { timeframe: '1 day before', owner_id: TEST_USER.id, position: 2 }),
    task('Welcome guests', { phase: 'duringParty', timeframe: '1 hr in', position: 1 }),
    task('Thank-you notes', { phase: 'afterParty', timeframe: 'Whenever', position: 1, notes: 'Use the nice cards' }),
  ];

  // One socket stand-in for the file: the client may keep its socket between tests.
  const realtime = fakeRealtime();
  function withTasks(list = TASKS) {
    server.use(
      realtime.handler,
      http.get(`${API}/rest/v1/party_tasks`, () => HttpResponse.json(list)),
    );
    return realtime;
  }

  const row = (title: string) => listItemWith((li) => within(li).queryByText(title));

  it('works out due dates from the party date, across a leap day', async () => {
    withTasks();
    renderSection(<ChecklistPanel {...sectionProps({ party: party({ date: '2028-03-01' }) })} />);
    expect(await screen.findByText('Send invites', {}, T)).toBeInTheDocument();
    expect(row('Send invites')).toHaveTextContent('2 weeks before · Due Feb 16, 2028 · Owner: Sam Rivera');
    expect(row('Buy balloons')).toHaveTextContent('Due Feb 29, 2028 · Owner: Dana Demo');
    expect(row('Welcome guests')).toHaveTextContent('Due Mar 1, 2028 · No owner');
    expect(row('Thank-you notes')).toHaveTextContent('Whenever · No owner');
    expect(row('Thank-you notes')).not.toHaveTextContent('Due');
    expect(row('Thank-you notes')).toHaveTextContent('Use the nice cards');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('marks open tasks of a party in the past as overdue, never ticked ones', async () => {
    withTasks([task('Send invites', { timeframe: '2 weeks before' }), task('Book hall', { timeframe: '1 month before', done: true, position: 2 })]);
    renderSection(<ChecklistPanel {...sectionProps({ party: party({ date: '2020-06-15' }) })} />);
    expect(await screen.findByText('Send invites', {}, T)).toBeInTheDocument();
    expect(within(row('Send invites')).getByText('Overdue')).toBeInTheDocument();
    expect(within(row('Book hall')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('shows no due dates for a party without a date', async () => {
    withTasks();
    renderSection(<ChecklistPanel {...sectionProps({ party: party({ date: null }) })} />);
    expect(await screen.findByText('Send invites', {}, T)).toBeInTheDocument();
    expect(screen.queryByText(/Due /)).not.toBeInTheDocument();
  });

  it('lets a view-only member tick only the tasks they own, through set_party_task_done', async () => {
    const user = userEvent.setup();
    withTasks();
    const ticks: unknown[] = [];
    server.use(
      http.post(`${API}/rest/v1/rpc/set_party_task_done`, async ({ request }) => {
        const body = (await request.json()) as { p_task_id: string; p_done: boolean };
        ticks.push(body);
        return HttpResponse.json({ ...TASKS[1], done: body.p_done, done_by: TEST_USER.id });
      }),
    );
    renderSection(<ChecklistPanel {...sectionProps({ canEdit: false, canInvite: false })} />);
    expect(await screen.findByText('Send invites', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send invites' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move .* up/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Buy balloons' }));
    await waitFor(() => expect(ticks).toEqual([{ p_task_id: 'Buy balloons', p_done: true }]));
    expect(screen.getByRole('checkbox', { name: 'Buy balloons' })).toBeChecked();
  });

  it('shows a tick made by someone else without a reload', async () => {
    const rt = withTasks();
    renderSection(<ChecklistPanel {...sectionProps()} />);
    expect(await screen.findByText('Send invites', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(rt.configs.some((c) => c.topic === `realtime:party-tasks:${PARTY_ID}`)).toBe(true), T);
    expect(rt.configs.at(-1)).toMatchObject({
      topic: `realtime:party-tasks:${PARTY_ID}`,
      postgres_changes: [expect.objectContaining({ table: 'party_tasks', filter: `party_id=eq.${PARTY_ID}` })],
    });
    // Pushed until the client has bound the subscription the join confirmed.
    await waitFor(() => {
      act(() => rt.update('party_tasks', { ...TASKS[0], done: true, done_by: FRIEND.id }));
      expect(screen.getByRole('checkbox', { name: 'Send invites' })).toBeChecked();
    }, T);
  }, 10_000);

  it('moves a task down in one reorder call', async () => {
    const user = userEvent.setup();
    withTasks();
    const orders: unknown[] = [];
    server.use(
      http.post(`${API}/rest/v1/rpc/reorder_party_tasks`, async ({ request }) => {
        orders.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSection(<ChecklistPanel {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Move Send invites down' }, T));
    await waitFor(() => expect(orders).toEqual([{ p_party_id: PARTY_ID, p_task_ids: ['Buy balloons', 'Send invites'] }]));
  });

  it('refuses an owner who is not a member with the reason, and changes nothing', async () => {
    const user = userEvent.setup();
    withTasks();
    server.use(
      http.patch(`${API}/rest/v1/party_tasks`, () =>
        HttpResponse.json({ code: '23514', message: "The task's owner must be a member of this party", details: null, hint: null }, { status: 400 }),
      ),
    );
    renderSection(<ChecklistPanel {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Send invites' }, T));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Task' }));
    expect(await screen.findByText("The task's owner must be a member of this party", {}, T)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('My Tasks on the home page', () => {
  it("lists the user's open tasks across parties, soonest first, overdue ones marked", async () => {
    let asked = '';
    server.use(
      http.get(`${API}/rest/v1/party_tasks`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json([
          { ...task('No date yet', {}), party_plans: { party_name: null, party_type: 'Housewarming', date: null } },
          {
            ...task('Order cake', { timeframe: '1 week before', party_id: 'p2' }),
            party_plans: { party_name: 'Rocket Night', party_type: 'Birthday Party', date: '2031-05-01' },
          },
          { ...task('Send invites', { timeframe: '2 weeks before' }), party_plans: { party_name: 'Old one', party_type: 'Graduation', date: '2020-06-15' } },
        ]);
      }),
    );
    renderSection(<MyTasks userId={TEST_USER.id} />);
    const list = await screen.findByRole('list', {}, T);
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Send invitesOld oneDue Jun 1, 2020Overdue', 'Order cakeRocket NightDue Apr 24, 2031', 'No date yetHousewarming PartyNo due date']);
    expect(decodeURIComponent(asked)).toContain(`owner_id=eq.${TEST_USER.id}`);
    expect(asked).toContain('done=eq.false');
  });
});

describe('the printed plan', () => {
  // Imported once MSW listens: a static import would create the Supabase client (and pick its
  // WebSocket class) before MSW's socket stand-in exists, and the live-tick test would never connect.
  let PrintPlanView: typeof import('@/features/planning/components/print-plan-view').PrintPlanView;
  beforeAll(async () => {
    ({ PrintPlanView } = await import('@/features/planning/components/print-plan-view'));
  });
  const plan = (guests: GuestTotals | null) => (
    <PrintPlanView
      guestTotals={guests}
      plan={{
        party: party({ selected_suggestions: { themes: ['Space'], timeline: { preParty: [], duringParty: [], afterParty: [] } }, date: '2028-03-01' }),
        tasks: [task('Book hall', { timeframe: '1 day before', owner_id: FRIEND.id }) as never],
        vendors: [{ id: 'v1', name: 'Galaxy Cakes', category: 'Bakery/Cakes', phone: null }],
        people: [person(FRIEND.id, { member_id: 'm-1', full_name: FRIEND.full_name })],
        totals: { count: 1, currency: 'USD', estimated: 36_000, actual: 0, projected: 36_000, paid: 0 },
      }}
    />
  );

  it("shows the plan's guest count until guests have answered", () => {
    renderSection(plan(null));
    expect(screen.getByRole('region', { name: 'Guests' })).toHaveTextContent('18 guests planned');
    expect(screen.getByRole('region', { name: 'Budget' })).toHaveTextContent('$20.00 (18 guests planned)');
    expect(screen.getByRole('region', { name: 'Checklist' })).toHaveTextContent('Feb 29, 2028 · 1 day before');
    expect(screen.getByRole('region', { name: 'Checklist' })).toHaveTextContent('Sam Rivera');
    expect(screen.getByRole('region', { name: 'Vendors' })).toHaveTextContent('Galaxy Cakes (Bakery/Cakes) — No phone');
    expect(screen.getByRole('region', { name: 'Chosen Ideas' })).toHaveTextContent('Space');
  });

  it('shows the head-counts and divides by those attending once they answered', () => {
    renderSection(plan({ attending: 12, maybe: 3, declined: 2, noAnswer: 1 }));
    expect(screen.getByRole('region', { name: 'Guests' })).toHaveTextContent('Attending 12 · Maybe 3 · Declined 2 · No answer 1');
    expect(screen.getByRole('region', { name: 'Budget' })).toHaveTextContent('$30.00 (12 attending)');
  });
});
