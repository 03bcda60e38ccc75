// The Guests panel (docs/decisions.md#guests-and-head-counts): what managers and members see, the
// filter, live updates, reminders' messages and host-added guests' limits.
import { http, HttpResponse } from 'msw';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FoodHeadcount as FoodHeadcountType, GuestsSection as GuestsSectionType } from '@/features/guests';
import { party, PARTY_ID, fakeRealtime, renderSection, sectionProps } from './support/collab';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';

startMswServer();

// Imported after MSW is listening, as in chat.test.tsx: the Supabase client takes the WebSocket
// class when it is created, and it must be MSW's for the fake realtime server to see it.
let GuestsSection: typeof GuestsSectionType;
let FoodHeadcount: typeof FoodHeadcountType;
beforeAll(async () => {
  ({ GuestsSection, FoodHeadcount } = await import('@/features/guests'));
});
afterEach(async () => {
  // Unmount first: a panel still mounted would rejoin its channel on the next test's fake server.
  cleanup();
  const { supabase } = await import('@/lib/supabase');
  await supabase.removeAllChannels();
  await supabase.realtime.disconnect();
  await waitFor(() => expect(supabase.realtime.connectionState()).toBe('closed'));
});

const T = { timeout: 5000 };

const guest = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  name: 'Guest',
  answer: 'accepted',
  head_count: 1,
  plus_one_names: [],
  responded_at: null,
  source: 'invitation',
  is_me: false,
  ...over,
});

const managerGuests = () => [
  guest({
    name: 'Vera',
    head_count: 3,
    plus_one_names: ['Sam', 'Lee'],
    email: 'vera@example.test',
    dietary: 'Vegetarian',
    note: 'Late',
    last_reminded_at: null,
    invitation_id: 'i1',
  }),
  guest({
    name: 'Grandma Rose',
    head_count: 2,
    source: 'host',
    email: null,
    dietary: 'peanut allergy',
    note: null,
    last_reminded_at: null,
    invitation_id: null,
  }),
  guest({ name: 'Bo', answer: 'maybe', head_count: 2, email: 'bo@example.test', dietary: null, note: null, last_reminded_at: null, invitation_id: 'i2' }),
  guest({ name: 'Cy', answer: 'pending', email: 'cy@example.test', dietary: null, note: null, last_reminded_at: '2026-11-25T10:00:00Z', invitation_id: 'i3' }),
  guest({ name: 'Di', answer: 'declined', email: 'di@example.test', dietary: null, note: null, last_reminded_at: null, invitation_id: 'i4' }),
];

let list: { can_manage: boolean; plus_ones_allowed: number; planned_guests: number; guests: ReturnType<typeof guest>[] };
let asked = 0;
/** The party of each get_party_guests call. */
let askedFor: string[] = [];

beforeEach(() => {
  signInAs();
  rt = fakeRealtime();
  server.use(rt.handler);
  asked = 0;
  askedFor = [];
  list = { can_manage: true, plus_ones_allowed: 2, planned_guests: 18, guests: managerGuests() };
  server.use(
    http.post(`${API}/rest/v1/rpc/get_party_guests`, async ({ request }) => {
      asked += 1;
      askedFor.push(((await request.json()) as { p_party_id: string }).p_party_id);
      return HttpResponse.json(list);
    }),
    http.post(`${API}/rest/v1/rpc/get_party_calendar`, () =>
      HttpResponse.json({ party_id: PARTY_ID, title: 'Rocket Night', location: 'Austin, TX', date: '2031-05-01', time_of_day: '18:30:00', sequence: 1 }),
    ),
  );
});

// Each test gets its own fake realtime server, registered before anything renders (as in chat.test.tsx).
let rt: ReturnType<typeof fakeRealtime>;

const panel = () => screen.findByRole('region', { name: 'Guests' }, T);

describe('the Guests panel', () => {
  it('shows a manager head-counts against the plan, the dietary summary and every field', async () => {
    renderSection(<GuestsSection {...sectionProps()} />);
    const region = await panel();
    expect(await within(region).findByTestId('guests-attending', undefined, T)).toHaveTextContent('5 of 18');
    expect(within(region).getByTestId('guests-maybe')).toHaveTextContent('2');
    expect(within(region).getByTestId('guests-no-answer')).toHaveTextContent('1');
    expect(within(region).getByTestId('guests-declined')).toHaveTextContent('1');
    expect(within(region).getByTestId('guests-dietary')).toHaveTextContent('1 vegetarian, 1 nut allergy');
    expect(within(region).getByText('vera@example.test')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /Send Reminder/ })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Remove Grandma Rose' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      expect.stringContaining('dates=20310501T183000%2F20310501T213000'),
    );
  });

  it('filters by answer', async () => {
    const user = userEvent.setup();
    renderSection(<GuestsSection {...sectionProps()} />);
    const region = await panel();
    await within(region).findByText('Vera', undefined, T);
    await user.click(within(region).getByRole('button', { name: 'Maybe' }));
    expect(within(region).getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).queryByText('Vera')).toBeNull();
    expect(within(region).getByRole('rowheader', { name: 'Bo' })).toBeInTheDocument();
  });

  it('shows a member names and answers, never e-mails or dietary needs, and no manager controls', async () => {
    list = {
      can_manage: false,
      plus_ones_allowed: 1,
      planned_guests: 18,
      guests: [guest({ name: 'Vera', head_count: 3 }), guest({ name: 'Invited guest', answer: 'pending' })],
    };
    renderSection(<GuestsSection {...sectionProps({ canEdit: false, canInvite: false })} />);
    const region = await panel();
    expect(await within(region).findByTestId('guests-attending', undefined, T)).toHaveTextContent('3 of 18');
    expect(within(region).queryByTestId('guests-dietary')).toBeNull();
    expect(within(region).queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /Export CSV/ })).toBeNull();
    expect(within(region).queryByRole('button', { name: /Send Reminder/ })).toBeNull();
    expect(within(region).queryByRole('form', { name: 'Add a guest' })).toBeNull();
  });

  it('refetches when a guest row changes (realtime)', { timeout: 15_000 }, async () => {
    renderSection(<GuestsSection {...sectionProps()} />);
    const region = await panel();
    await within(region).findByText('Vera', undefined, T);
    await waitFor(() => expect(rt.joined).toBeGreaterThan(0), T);
    list = {
      ...list,
      guests: [
        ...list.guests,
        guest({ name: 'Newcomer', head_count: 2, email: null, dietary: 'vegan', note: null, last_reminded_at: null, invitation_id: 'i9' }),
      ],
    };
    act(() => rt.insert('party_guests', { id: 'g9', party_id: PARTY_ID, answer: 'accepted', head_count: 2 }));
    expect(await within(region).findByText('Newcomer', undefined, T)).toBeInTheDocument();
    expect(within(region).getByTestId('guests-attending')).toHaveTextContent('7 of 18');
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it("says why a reminder was refused (the server's reason)", async () => {
    server.use(
      http.post(`${API}/functions/v1/send-guest-emails`, () =>
        HttpResponse.json(
          { error: 'Everyone to remind was reminded in the last 24 hours. You can remind them again after 2026-11-26 10:00 UTC.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSection(<GuestsSection {...sectionProps()} />);
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: /Send Reminder/ }, T));
    expect(await screen.findByText(/reminded in the last 24 hours/, undefined, T)).toBeInTheDocument();
  });

  it('refuses 27 people for a host-added guest before asking the server', async () => {
    let added = 0;
    server.use(
      http.post(`${API}/rest/v1/rpc/add_party_guest`, () => {
        added += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderSection(<GuestsSection {...sectionProps()} />);
    const form = await screen.findByRole('form', { name: 'Add a guest' }, T);
    await user.type(within(form).getByLabelText('Name'), 'Big family');
    await user.clear(within(form).getByLabelText('People'));
    await user.type(within(form).getByLabelText('People'), '27');
    await user.click(within(form).getByRole('button', { name: 'Add Guest' }));
    expect(await screen.findByText('The number of people must be between 1 and 20.', undefined, T)).toBeInTheDocument();
    expect(added).toBe(0);
  });

  it('shows nothing in public view and asks nothing', async () => {
    // A member's section of another party, rendered alongside: once it shows its guests, a request
    // the public one made on the same render would have been answered too.
    const other = 'bbbbbbbb-0000-4000-8000-000000000002';
    renderSection(
      <>
        <GuestsSection {...sectionProps({ isPublicView: true, party: party() })} />
        <GuestsSection {...sectionProps({ party: party({ id: other }) })} />
      </>,
    );
    await within(await panel()).findByText('Vera', undefined, T);
    // Sections ask in the order they render, so the public one's request would be recorded first.
    expect(screen.getAllByRole('region', { name: 'Guests' })).toHaveLength(1);
    expect(askedFor).toEqual([other]);
  });

  it('tells the food plan how many people to feed; nothing in public view', async () => {
    renderSection(
      <>
        <FoodHeadcount {...sectionProps()} />
        <FoodHeadcount {...sectionProps({ isPublicView: true })} />
      </>,
    );
    expect(
      await screen.findByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Plan food for 5 attending (and 2 maybe).', undefined, T),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Plan food for/)).toHaveLength(1);
  });
});
