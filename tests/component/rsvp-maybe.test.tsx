// 'Maybe' on the invitation page, and 'Your RSVP' on the party page where an invitee changes their
// answer (docs/product.md#invitation-page, #party-page).
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
const TOKEN = 'd'.repeat(64);
const HOST_ID = '0b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a99';

function invitationDetails(status: string, answeredByMe = false) {
  return {
    invitation: {
      id: 'i-1',
      party_id: PARTY_ID,
      invited_email: 'dana@example.com',
      permission_level: 'view_only',
      response_type: 'attendance',
      status,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: '2026-01-01T00:00:00Z',
      answered_by_me: answeredByMe,
    },
    inviter_name: 'Olivia Owner',
    party: {
      id: PARTY_ID,
      party_type: 'Birthday Party',
      party_name: 'Rocket Night',
      party_for: 'Robin',
      location: 'Austin, TX',
      date: '2031-05-01',
      time_of_day: '18:30:00',
      guest_count: 24,
      budget: '500-1000',
      ideas: 'Rockets',
      details: { birthdayAge: 7 },
    },
  };
}

let answered: Array<Record<string, unknown>>;

beforeEach(() => {
  answered = [];
  server.use(
    // Wherever an answer leads (the party page, My Parties, home): nothing in particular.
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/*`, () => HttpResponse.json(null)),
  );
  // Registered after the catch-alls, so it answers first.
  server.use(
    http.post(`${API}/rest/v1/rpc/respond_to_invitation`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      answered.push(body);
      return HttpResponse.json({ party_id: PARTY_ID, status: body.p_response, permission_level: 'view_only' });
    }),
  );
});

const serve = (body: unknown) => server.use(http.post(`${API}/rest/v1/rpc/get_invitation_by_token`, () => HttpResponse.json(body as object)));

describe('the invitation page', () => {
  it('shows the start time and the answers, and offers Accept, Maybe and Decline', async () => {
    signInAs();
    serve(invitationDetails('pending'));
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "You're Invited!" }, T)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a fact is a dt/dd pair in a div, which has no role
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
    expect(within(row('Time')).getByText('6:30 PM')).toBeInTheDocument();
    expect(within(row('Age they are turning')).getByText('7')).toBeInTheDocument();
    for (const name of ['Accept Invitation', 'Maybe', 'Decline']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('Maybe answers maybe and opens the party page, where the answer can be changed', async () => {
    signInAs();
    serve(invitationDetails('pending'));
    const user = userEvent.setup();
    const { router } = renderApp(`/invitation/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Maybe' }, T));
    expect(await screen.findByText('You answered maybe. You can change your answer on the party page.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/party/${PARTY_ID}`), T);
    expect(answered).toEqual([{ p_token: TOKEN, p_response: 'maybe', p_head_count: 1, p_plus_one_names: [], p_dietary: '', p_note: '' }]);
  });

  it('a maybe can be answered again by the invitee who gave it: Accept or Decline', async () => {
    signInAs();
    serve(invitationDetails('maybe', true));
    const user = userEvent.setup();
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText('Maybe', { selector: 'strong' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Maybe' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Invitation accepted! You are now a member of this party.', undefined, T)).toBeInTheDocument();
    expect(answered).toEqual([{ p_token: TOKEN, p_response: 'accepted', p_head_count: 1, p_plus_one_names: [], p_dietary: '', p_note: '' }]);
  });

  it("someone else's maybe is no longer valid", async () => {
    signInAs();
    serve(invitationDetails('maybe', false));
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' }, T)).toBeInTheDocument();
    expect(screen.getByText('This invitation is no longer valid')).toBeInTheDocument();
  });
});

describe("'Your RSVP' on the party page", () => {
  let changes: Array<Record<string, unknown>>;
  let status: 'accepted' | 'maybe' | null;

  beforeEach(() => {
    signInAs();
    changes = [];
    status = 'maybe';
    server.use(
      http.post(`${API}/rest/v1/rpc/get_my_rsvp`, () =>
        HttpResponse.json(status && { status, response_type: 'attendance', permission_level: 'view_only', responded_at: '2026-01-02T00:00:00Z' }),
      ),
      http.post(`${API}/rest/v1/rpc/set_my_rsvp`, async ({ request }) => {
        const body = (await request.json()) as { p_response: 'accepted' | 'maybe' | 'declined' };
        changes.push(body);
        status = body.p_response === 'declined' ? null : body.p_response;
        return HttpResponse.json({ party_id: PARTY_ID, status: body.p_response, permission_level: 'view_only' });
      }),
    );
  });

  const invitee = () => sectionProps({ party: party({ user_id: HOST_ID }), canEdit: false, canInvite: false });

  it('shows the invitee their answer and changes it to Accept', async () => {
    const user = userEvent.setup();
    renderSection(<RsvpSection {...invitee()} />);
    const region = await screen.findByRole('region', { name: 'Your RSVP' }, T);
    expect(within(region).getByText('Maybe', { selector: 'strong' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Your RSVP is now Accepted.', undefined, T)).toBeInTheDocument();
    expect(changes).toEqual([{ p_party_id: PARTY_ID, p_response: 'accepted' }]);
    await waitFor(() => expect(within(region).getByText('Accepted', { selector: 'strong' })).toBeInTheDocument(), T);
    // Managers' list of everyone's answers is not theirs to see.
    expect(screen.queryByRole('region', { name: 'RSVP & Invitations' })).toBeNull();
  });

  it('#24 tells a maybe that they can view until they accept, and what accepting gives', async () => {
    server.use(
      http.post(`${API}/rest/v1/rpc/get_my_rsvp`, () =>
        HttpResponse.json(status && { status, response_type: 'collaboration', permission_level: 'co_admin', responded_at: '2026-01-02T00:00:00Z' }),
      ),
    );
    renderSection(<RsvpSection {...invitee()} />);
    const region = await screen.findByRole('region', { name: 'Your RSVP' }, T);
    expect(within(region).getByText('While your answer is Maybe you can view this party. Accept to join as Co-admin.')).toBeInTheDocument();
  });

  it('Decline asks first, then declines', async () => {
    const user = userEvent.setup();
    renderSection(<RsvpSection {...invitee()} />);
    const region = await screen.findByRole('region', { name: 'Your RSVP' }, T);
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline Invitation' }));
    expect(await screen.findByText('Invitation declined.', undefined, T)).toBeInTheDocument();
    expect(changes).toEqual([{ p_party_id: PARTY_ID, p_response: 'declined' }]);
  });

  it('says so when the change fails', async () => {
    server.use(
      http.post(`${API}/rest/v1/rpc/set_my_rsvp`, () =>
        HttpResponse.json({ code: 'PT404', message: 'You have no answer to change for this party', details: null, hint: null }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderSection(<RsvpSection {...invitee()} />);
    const region = await screen.findByRole('region', { name: 'Your RSVP' }, T);
    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to update your RSVP. Please try again.', undefined, T)).toBeInTheDocument();
  });

  it('shows nothing to a member without an answer, and asks nothing for the owner or in public view', async () => {
    // Last on the page, an invitee of another party who said maybe: once their section shows, the
    // sections before it have asked what they were going to ask and shown what they got.
    const other = 'bbbbbbbb-0000-4000-8000-000000000004';
    const askedFor: string[] = [];
    server.use(
      http.post(`${API}/rest/v1/rpc/get_my_rsvp`, async ({ request }) => {
        const { p_party_id } = (await request.json()) as { p_party_id: string };
        askedFor.push(p_party_id);
        return HttpResponse.json(
          p_party_id === other ? { status: 'maybe', response_type: 'attendance', permission_level: 'view_only', responded_at: '2026-01-02T00:00:00Z' } : null,
        );
      }),
    );
    renderSection(
      <>
        <RsvpSection {...invitee()} />
        <RsvpSection {...sectionProps({ canInvite: false })} />
        <RsvpSection {...sectionProps({ party: party({ user_id: HOST_ID }), isPublicView: true })} />
        <RsvpSection {...sectionProps({ party: party({ id: other, user_id: HOST_ID }), canEdit: false, canInvite: false })} />
      </>,
    );
    const shown = await screen.findByRole('region', { name: 'Your RSVP' }, T);
    expect(within(shown).getByText('Maybe', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Your RSVP' })).toEqual([shown]);
    expect(askedFor).toEqual([PARTY_ID, other]);
  });
});

describe('the response rate', () => {
  it('counts a maybe as a response and shows how many said maybe', async () => {
    signInAs();
    const row = (status: string, email: string) => ({
      id: email,
      party_id: PARTY_ID,
      invited_by: null,
      invited_email: email,
      invited_user_id: null,
      permission_level: 'view_only',
      response_type: 'attendance',
      status,
      invitation_token: email.padEnd(64, 'x'),
      view_count: 0,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: '2026-01-01T00:00:00Z',
      responded_at: null,
    });
    server.use(http.get(`${API}/rest/v1/party_invitations`, () => HttpResponse.json([row('maybe', 'a@example.com'), row('pending', 'b@example.com')])));
    renderSection(<RsvpSection {...sectionProps()} />);
    // eslint-disable-next-line testing-library/no-node-access -- a stat is a dt/dd pair in a div, which has no role
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
    await screen.findByText('Response rate', undefined, T);
    expect(within(stat('Answered')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Pending invitations')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Response rate')).getByText('50.0%')).toBeInTheDocument();
    // Invitations, not people: the answers in people are the Guests panel's.
    expect(screen.queryByText('Maybe', { selector: 'dt' })).toBeNull();
  });
});
