import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';
import './support/collab';

startMswServer();

const T = { timeout: 5000 };
const TOKEN = 'c'.repeat(64);

function details(status = 'pending', extra: { expires_at?: string; inviter_name?: string | null; permission_level?: string } = {}) {
  return {
    invitation: {
      id: 'i-1',
      party_id: 'p-1',
      invited_email: 'dana@example.com',
      permission_level: extra.permission_level ?? 'co_admin',
      response_type: 'collaboration',
      status,
      expires_at: extra.expires_at ?? new Date(Date.now() + 86_400_000).toISOString(),
      created_at: '2026-01-01T00:00:00Z',
    },
    inviter_name: extra.inviter_name === undefined ? 'Olivia Owner' : extra.inviter_name,
    party: {
      id: 'p-1',
      party_type: 'Birthday Party',
      party_name: 'Rocket Night',
      party_for: 'Robin',
      location: 'Austin, TX',
      date: '2031-05-01',
      guest_count: 24,
      budget: '500-1000',
      ideas: 'Rockets and a moon cake',
    },
  };
}

let answered: Array<Record<string, unknown>>;

beforeEach(() => {
  answered = [];
  server.use(
    http.post(`${API}/rest/v1/rpc/respond_to_invitation`, async ({ request }) => {
      answered.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ party_id: 'p-1', status: 'accepted', permission_level: 'co_admin' });
    }),
    // Where accepting and declining lead.
    http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json([])),
    http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
  );
});

const serve = (body: Parameters<typeof HttpResponse.json>[0], status = 200) =>
  server.use(http.post(`${API}/rest/v1/rpc/get_invitation_by_token`, () => HttpResponse.json(body, { status })));

describe('/invitation/{token}', () => {
  it('a signed-out visitor sees the invitation and answers Going with the link alone; the page then offers the calendar and an account', async () => {
    const view = {
      state: 'open',
      answer: 'pending',
      response_type: 'attendance',
      inviter_name: 'Olivia Owner',
      plus_ones_allowed: 2,
      my_details: null,
      party: {
        id: 'p-1',
        party_type: 'Birthday Party',
        party_name: 'Rocket Night',
        party_for: 'Robin',
        photo_url: null,
        date: '2031-05-01',
        time_of_day: '18:30:00',
        ideas: 'Rockets and a moon cake',
        details: {},
        calendar_sequence: 0,
        location: 'Austin, TX',
        address_hidden: false,
      },
    };
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${API}/rest/v1/rpc/get_guest_invitation`, () => HttpResponse.json(view)),
      http.post(`${API}/rest/v1/rpc/answer_guest_invitation`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          ...view,
          state: 'answered',
          answer: 'accepted',
          my_details: { head_count: 2, plus_one_names: ['Sam'], dietary: 'vegan', note: null },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(/Olivia Owner invited you to/, undefined, T)).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('How many people, you included?'), '2');
    await user.type(screen.getByLabelText('Plus-one 1 name (optional)'), 'Sam');
    await user.type(screen.getByLabelText('Dietary needs or allergies (optional)'), 'vegan');
    await user.click(screen.getByRole('button', { name: 'Going' }));
    expect(await screen.findByTestId('guest-answer', undefined, T)).toHaveTextContent('Going');
    expect(sent).toEqual([{ p_token: TOKEN, p_response: 'accepted', p_head_count: 2, p_plus_one_names: ['Sam'], p_dietary: 'vegan', p_note: '' }]);
    expect(screen.getByRole('button', { name: /Add to Calendar/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', expect.stringContaining('calendar.google.com'));
    expect(screen.getByText(/to chat with the other guests and see the plan/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invitation/${TOKEN}`);
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), T);
    expect(localStorage.getItem('pending_invitation_token')).toBe(TOKEN);
  });

  it.each([
    ['no_longer_valid', 'This invitation is no longer valid'],
    ['not_found', 'Invitation not found'],
    ['expired', 'This invitation has expired'],
  ])('a signed-out visitor with a %s link is told why', async (state, reason) => {
    server.use(http.post(`${API}/rest/v1/rpc/get_guest_invitation`, () => HttpResponse.json({ state })));
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(reason, undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
  });

  it('shows the invitation: inviter, party details, Party Vision and the role with spaces', async () => {
    signInAs();
    serve(details());
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "You're Invited!" }, T)).toBeInTheDocument();
    expect(screen.getByText(/Olivia Owner invited you to/)).toBeInTheDocument();
    expect(screen.getByText('Birthday Party')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('24')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Party Vision' })).toBeInTheDocument();
    expect(screen.getByText('Rockets and a moon cake')).toBeInTheDocument();
    expect(screen.getByText('co admin')).toBeInTheDocument();
  });

  it("names 'Someone' when the inviter has no name", async () => {
    signInAs();
    serve(details('pending', { inviter_name: null }));
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(/Someone invited you to/, undefined, T)).toBeInTheDocument();
  });

  it('Accept Invitation answers through respond_to_invitation and goes to /my-parties', async () => {
    signInAs();
    serve(details());
    const user = userEvent.setup();
    const { router } = renderApp(`/invitation/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }, T));
    expect(await screen.findByText('Invitation accepted! You are now a member of this party.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'), T);
    // Accepting carries the details (docs/decisions.md#guests-and-head-counts): here the defaults.
    expect(answered).toEqual([{ p_token: TOKEN, p_response: 'accepted', p_head_count: 1, p_plus_one_names: [], p_dietary: '', p_note: '' }]);
  });

  it('Decline answers and goes home', async () => {
    signInAs();
    serve(details());
    const user = userEvent.setup();
    const { router } = renderApp(`/invitation/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }, T));
    expect(await screen.findByText('Invitation declined.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), T);
    expect(answered).toEqual([{ p_token: TOKEN, p_response: 'declined' }]);
  });

  it.each([
    ['accepted', {}, 'This invitation has already been accepted'],
    ['declined', {}, 'This invitation has been declined'],
    ['no_response', {}, 'This invitation is no longer valid'],
    ['pending', { expires_at: new Date(Date.now() - 1000).toISOString() }, 'This invitation has expired'],
  ])("a %s invitation shows 'Invalid Invitation' with its reason", async (status, extra, reason) => {
    signInAs();
    serve(details(status, extra));
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' }, T)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it.each([
    [{ code: 'PT404', message: 'Invitation not found', details: null, hint: null }, 404, 'Invitation not found'],
    [{ code: 'XX000', message: 'boom', details: null, hint: null }, 500, 'Failed to load invitation details'],
  ])('a failed lookup shows its reason', async (body, status, reason) => {
    signInAs();
    serve(body, status);
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(reason, undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
  });

  it("an invitation whose party cannot be read says 'Failed to load party details'", async () => {
    signInAs();
    const d = details();
    serve({ ...d, party: { ...Object.fromEntries(Object.keys(d.party).map((k) => [k, null])) } });
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText('Failed to load party details', undefined, T)).toBeInTheDocument();
  });
});
