// The RSVP details on the invitation page (docs/decisions.md#guests-and-head-counts): how many
// people, the plus-ones' names, dietary needs, and the clear message for a note that is too long.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RsvpSection } from '@/features/invitations';
import { party, PARTY_ID, renderSection, sectionProps } from './support/collab';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';

startMswServer();

const T = { timeout: 5000 };

describe('the invitation page asks how many people', () => {
  const TOKEN = 'e'.repeat(64);
  let answered: Array<Record<string, unknown>>;

  beforeEach(() => {
    signInAs();
    answered = [];
    server.use(
      http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/*`, () => HttpResponse.json(null)),
    );
    server.use(
      http.post(`${API}/rest/v1/rpc/get_invitation_by_token`, () =>
        HttpResponse.json({
          invitation: {
            id: 'i-1',
            party_id: PARTY_ID,
            invited_email: 'v@example.test',
            permission_level: 'view_only',
            response_type: 'attendance',
            status: 'pending',
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
            created_at: '2026-01-01T00:00:00Z',
            answered_by_me: false,
          },
          inviter_name: 'Olivia Owner',
          plus_ones_allowed: 2,
          my_details: null,
          party: {
            id: PARTY_ID,
            party_type: 'Birthday Party',
            party_name: 'Rocket Night',
            party_for: 'Robin',
            location: 'Austin, TX',
            date: '2031-05-01',
            time_of_day: null,
            guest_count: 24,
            budget: '500-1000',
            ideas: null,
            details: {},
          },
        }),
      ),
      http.post(`${API}/rest/v1/rpc/respond_to_invitation`, async ({ request }) => {
        answered.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ party_id: PARTY_ID, status: 'accepted', permission_level: 'view_only' });
      }),
    );
  });

  it("answers 'Going, 3 people, vegetarian' with the plus-ones' names", async () => {
    const user = userEvent.setup();
    renderApp(`/invitation/${TOKEN}`);
    const people = await screen.findByLabelText('How many people, you included?', undefined, T);
    expect(
      within(people)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Just me', '2 people', '3 people']);
    await user.selectOptions(people, '3');
    await user.type(screen.getByLabelText('Plus-one 1 name (optional)'), 'Sam');
    await user.type(screen.getByLabelText('Dietary needs or allergies (optional)'), 'vegetarian');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(answered).toHaveLength(1), T);
    expect(answered[0]).toEqual({ p_token: TOKEN, p_response: 'accepted', p_head_count: 3, p_plus_one_names: ['Sam'], p_dietary: 'vegetarian', p_note: '' });
  });

  it('a 10,000-character note gets a clear message and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(`/invitation/${TOKEN}`);
    const note = await screen.findByLabelText('Note to the host (optional)', undefined, T);
    await user.click(note);
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('The note to the host can be at most 1,000 characters.', undefined, T)).toBeInTheDocument();
    expect(answered).toEqual([]);
  });
});

describe("'Your RSVP' keeps and changes the details", () => {
  let changes: Array<Record<string, unknown>>;

  beforeEach(() => {
    signInAs();
    changes = [];
    server.use(
      http.post(`${API}/rest/v1/rpc/get_my_rsvp`, () =>
        HttpResponse.json({
          status: 'accepted',
          response_type: 'attendance',
          permission_level: 'view_only',
          responded_at: '2026-01-02T00:00:00Z',
          plus_ones_allowed: 3,
          head_count: 2,
          plus_one_names: ['Sam'],
          dietary: 'Vegan',
          note: null,
        }),
      ),
      http.post(`${API}/rest/v1/rpc/set_my_rsvp`, async ({ request }) => {
        changes.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ party_id: PARTY_ID, status: 'accepted', permission_level: 'view_only' });
      }),
    );
  });

  const invitee = () => sectionProps({ party: party({ user_id: '0b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a99' }), canEdit: false, canInvite: false });

  it('shows the saved details and saves new ones with the current answer', async () => {
    const user = userEvent.setup();
    renderSection(<RsvpSection {...invitee()} />);
    const form = await screen.findByRole('form', { name: 'Your RSVP details' }, T);
    expect(within(form).getByLabelText('How many people, you included?')).toHaveValue('2');
    expect(within(form).getByLabelText('Plus-one 1 name (optional)')).toHaveValue('Sam');
    expect(within(form).getByLabelText('Dietary needs or allergies (optional)')).toHaveValue('Vegan');
    await user.selectOptions(within(form).getByLabelText('How many people, you included?'), '3');
    await user.type(within(form).getByLabelText('Plus-one 2 name (optional)'), 'Lee');
    await user.click(within(form).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Your RSVP details are saved.', undefined, T)).toBeInTheDocument();
    expect(changes).toEqual([
      { p_party_id: PARTY_ID, p_response: 'accepted', p_head_count: 3, p_plus_one_names: ['Sam', 'Lee'], p_dietary: 'Vegan', p_note: '' },
    ]);
  });

  it("shows the database's reason when it refuses", async () => {
    server.use(
      http.post(`${API}/rest/v1/rpc/set_my_rsvp`, () =>
        HttpResponse.json(
          { code: '22023', message: 'This party allows 1 extra guest(s) per invitation: at most 2 people, you included.', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSection(<RsvpSection {...invitee()} />);
    const form = await screen.findByRole('form', { name: 'Your RSVP details' }, T);
    await user.click(within(form).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText(/at most 2 people, you included/, undefined, T)).toBeInTheDocument();
  });
});
