import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { party, PARTY_ID, partyPeopleHandler, person, renderSection, sectionProps } from './support/collab';
import { renderApp } from './support/render';
import { getSupabase } from '@/lib/lazy-supabase';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();

const T = { timeout: 5000 };
let seq = 0;

function invitation(status: string, email = `guest${++seq}@example.com`, extra: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    party_id: PARTY_ID,
    invited_by: TEST_USER.id,
    invited_email: email,
    invited_user_id: null,
    permission_level: 'collaborator',
    response_type: 'collaboration',
    status,
    invitation_token: `${'a'.repeat(60)}${String(seq).padStart(4, '0')}`,
    view_count: 0,
    expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    created_at: new Date().toISOString(),
    responded_at: status === 'pending' ? null : new Date().toISOString(),
    ...extra,
  };
}

let inserted: Array<Array<Record<string, unknown>>>;
let emailed: Array<Record<string, unknown>>;
let listed: ReturnType<typeof invitation>[];

beforeEach(() => {
  signInAs({ ...TEST_USER, full_name: 'Dana Demo' });
  inserted = [];
  emailed = [];
  listed = [];
  server.use(
    http.get(`${API}/rest/v1/party_invitations`, () => HttpResponse.json(listed)),
    http.post(`${API}/rest/v1/party_invitations`, async ({ request }) => {
      const rows = (await request.json()) as Array<Record<string, unknown>>;
      inserted.push(rows);
      return HttpResponse.json(
        rows.map((r) => invitation('pending', String(r.invited_email), r)),
        { status: 201 },
      );
    }),
    http.post(`${API}/functions/v1/send-invitation-email`, async ({ request }) => {
      emailed.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ sent: true, provider: 'local-mailbox', id: 'm1' });
    }),
  );
});

async function openBulk(user: ReturnType<typeof userEvent.setup>) {
  renderSection(<RsvpSection {...sectionProps()} />);
  await user.click(await screen.findByRole('button', { name: 'Bulk invite' }, T));
  return screen.getByLabelText('Email addresses (one per line)');
}

describe('RSVP section: who sees it', () => {
  it('renders nothing without the right to invite, or in public view, and asks for nothing', async () => {
    const askedFor: string[] = [];
    server.use(
      http.get(`${API}/rest/v1/party_invitations`, ({ request }) => {
        askedFor.push(new URL(request.url).searchParams.get('party_id') ?? '');
        return HttpResponse.json([]);
      }),
    );
    // An inviting host's section of another party, rendered alongside: once it is on screen with its
    // list, a request the other two made on the same render would have been answered too.
    const other = 'bbbbbbbb-0000-4000-8000-000000000003';
    renderSection(
      <>
        <RsvpSection {...sectionProps({ canInvite: false })} />
        <RsvpSection {...sectionProps({ isPublicView: true })} />
        <RsvpSection {...sectionProps({ party: party({ id: other }) })} />
      </>,
    );
    const shown = await screen.findByRole('region', { name: 'RSVP & Invitations' }, T);
    // Sections ask in the order they render, so the others' requests would be recorded before this one.
    await waitFor(() => expect(askedFor).toContain(`eq.${other}`));
    expect(askedFor).toEqual([`eq.${other}`]);
    expect(screen.getAllByRole('region', { name: 'RSVP & Invitations' })).toEqual([shown]);
    expect(screen.getAllByLabelText('Email address').every((field) => shown.contains(field))).toBe(true);
  });
});

describe('inviting', () => {
  it('bulk invite: one address per line, trimmed, lower-cased, only lines with @, repeats once; then "{n} invitations sent successfully!"', async () => {
    const user = userEvent.setup();
    const box = await openBulk(user);
    await user.type(box, '  ana@example.com  {Enter}not an address{Enter}{Enter}Ben@Example.com{Enter}ANA@example.com');
    expect(screen.getByText(/^2 addresses/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Permission level'), 'co_admin');
    await user.selectOptions(screen.getByLabelText('Response type'), 'attendance');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));

    expect(await screen.findByText('2 invitations sent successfully!', undefined, T)).toBeInTheDocument();
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toEqual([
      { party_id: PARTY_ID, invited_email: 'ana@example.com', permission_level: 'co_admin', response_type: 'attendance', invited_by: TEST_USER.id },
      { party_id: PARTY_ID, invited_email: 'ben@example.com', permission_level: 'co_admin', response_type: 'attendance', invited_by: TEST_USER.id },
    ]);
    expect(emailed.map((e) => e.invitedEmail).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    expect(emailed[0]).toMatchObject({ inviterName: 'Dana Demo', partyType: 'Birthday Party' });
    expect(emailed[0].invitationToken).toMatch(/^a{60}/);
  });

  it("bulk invite with no line containing @ says 'Please enter valid email addresses' and sends nothing", async () => {
    const user = userEvent.setup();
    const box = await openBulk(user);
    await user.type(box, 'ana at example.com{Enter}   {Enter}ben');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('Please enter valid email addresses', undefined, T)).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('bulk invite names a line with @ that is not an address, and sends nothing', async () => {
    const user = userEvent.setup();
    const box = await openBulk(user);
    await user.type(box, 'ana@example.com{Enter}ben@{Enter}@cleo');
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(await screen.findByText('Please enter valid email addresses', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('Check "ben@", "@cleo".')).toBeInTheDocument();
    expect(inserted).toEqual([]);
    expect(box).toHaveValue('ana@example.com\nben@\n@cleo');
  });

  it("an empty address says 'Please enter an email address'", async () => {
    const user = userEvent.setup();
    renderSection(<RsvpSection {...sectionProps()} />);
    await user.type(await screen.findByLabelText('Email address', undefined, T), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter an email address', undefined, T)).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('explains each permission level', async () => {
    const user = userEvent.setup();
    renderSection(<RsvpSection {...sectionProps()} />);
    const select = await screen.findByLabelText('Permission level', undefined, T);
    expect(within(select).getByRole('option', { name: /View only — View details and progress/ })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: /Collaborator — Edit details and collaborate/ })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: /Co-admin — Full access including inviting/ })).toBeInTheDocument();
    await user.selectOptions(select, 'co_admin');
    expect(screen.getAllByText('Full access including inviting').length).toBeGreaterThan(0);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint', 'This email already has a pending invitation for this party'],
    ['42501', 'new row violates row-level security policy', 'You do not have permission to invite members to this party'],
    ['23514', 'something else went wrong', 'Failed to send invitation: something else went wrong'],
  ])('a %s from the database shows its message', async (code, message, shown) => {
    server.use(http.post(`${API}/rest/v1/party_invitations`, () => HttpResponse.json({ code, message, details: null, hint: null }, { status: 409 })));
    const user = userEvent.setup();
    renderSection(<RsvpSection {...sectionProps()} />);
    await user.type(await screen.findByLabelText('Email address', undefined, T), 'twice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(shown, undefined, T)).toBeInTheDocument();
  });

  it.each([
    ['the function fails', () => HttpResponse.json({ error: 'The invitation e-mail could not be sent.' }, { status: 502 })],
    [
      'the e-mail service failed and the message only reached the local mailbox',
      () =>
        HttpResponse.json({
          sent: true,
          provider: 'local-mailbox',
          id: 'm1',
          notice: 'The e-mail service is unavailable, so the message went to the local mailbox.',
        }),
    ],
  ])('an invitation whose e-mail fails (%s) is kept, with a copy-link button', async (_case, answer) => {
    server.use(http.post(`${API}/functions/v1/send-invitation-email`, answer));
    const user = userEvent.setup(); // installs a clipboard stub we can read back
    renderSection(<RsvpSection {...sectionProps()} />);
    await user.type(await screen.findByLabelText('Email address', undefined, T), 'offline@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation created but email could not be sent. Please share the invitation manually.', undefined, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invitation link copied to clipboard', undefined, T)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(new RegExp(`^${window.location.origin}/i/a{60}\\d{4}$`));
  });
});

describe('tracking', () => {
  it('splits pending from answered and shows the response rate with one decimal', async () => {
    listed = [
      invitation('accepted', 'yes@example.com'),
      invitation('declined', 'no@example.com'),
      invitation('pending', 'wait1@example.com'),
      invitation('pending', 'wait2@example.com'),
      invitation('maybe', 'perhaps@example.com'),
      invitation('pending', 'wait3@example.com'),
    ];
    renderSection(<RsvpSection {...sectionProps()} />);
    expect(await screen.findByRole('heading', { name: 'Pending Responses (3)' }, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responses (3)' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a stat is a dt/dd pair in a div, which has no role
    const rate = screen.getByText('Response rate').closest('div')!;
    expect(within(rate).getByText('50.0%')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the section has no accessible name of its own
    const answered = screen.getByRole('heading', { name: 'Responses (3)' }).closest('section')!;
    expect(within(answered).getByText('Accepted')).toHaveClass('bg-green-100');
    expect(within(answered).getByText('Declined')).toHaveClass('bg-red-100');
    expect(within(answered).getByText('Maybe')).toHaveClass('bg-yellow-100');
  });

  it('resend keeps the invitation and mails it again; remove deletes it', async () => {
    const pending = invitation('pending', 'again@example.com');
    listed = [pending];
    let resent = '';
    let deleted = '';
    server.use(
      http.post(`${API}/rest/v1/rpc/resend_invitation`, async ({ request }) => {
        resent = ((await request.json()) as { p_invitation_id: string }).p_invitation_id;
        return HttpResponse.json({ ...pending, expires_at: new Date(Date.now() + 14 * 86_400_000).toISOString() });
      }),
      http.delete(`${API}/rest/v1/party_invitations`, ({ request }) => {
        deleted = new URL(request.url).searchParams.get('id') ?? '';
        return HttpResponse.json([{ id: pending.id }]);
      }),
    );
    const user = userEvent.setup();
    renderSection(<RsvpSection {...sectionProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to again@example.com' }, T));
    expect(await screen.findByText('Invitation resent successfully!', undefined, T)).toBeInTheDocument();
    expect(resent).toBe(pending.id);
    expect(emailed).toEqual([expect.objectContaining({ invitationId: pending.id, invitationToken: pending.invitation_token })]);

    await user.click(screen.getByRole('button', { name: 'Remove invitation for again@example.com' }));
    expect(await screen.findByText('Invitation removed successfully!', undefined, T)).toBeInTheDocument();
    expect(deleted).toBe(`eq.${pending.id}`);
  });
});

describe('Manage Team', () => {
  it('changes a member’s permission and removes a member', async () => {
    const memberId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const member = { id: 'm-1' };
    let patched: unknown = null;
    let removed = '';
    server.use(
      partyPeopleHandler([
        person(TEST_USER.id, { full_name: 'Dana Demo', email: TEST_USER.email }),
        person(memberId, { member_id: member.id, permission_level: 'collaborator', full_name: 'Sam Rivera', email: 'sam@example.com' }),
      ]),
      http.patch(`${API}/rest/v1/party_members`, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json([{ id: member.id }]);
      }),
      http.delete(`${API}/rest/v1/party_members`, ({ request }) => {
        removed = new URL(request.url).searchParams.get('id') ?? '';
        return HttpResponse.json([{ id: member.id }]);
      }),
    );
    const user = userEvent.setup();
    renderSection(<ManageTeamDialog {...sectionProps()} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Team' }, T);
    expect(await within(dialog).findByText('Dana Demo', undefined, T)).toBeInTheDocument();
    expect(within(dialog).getByText('Owner')).toBeInTheDocument();
    expect(within(dialog).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Permission for Sam Rivera')).toHaveValue('collaborator');

    await user.selectOptions(within(dialog).getByLabelText('Permission for Sam Rivera'), 'view_only');
    expect(await screen.findByText('Member permission updated successfully!', undefined, T)).toBeInTheDocument();
    expect(patched).toEqual({ permission_level: 'view_only' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Sam Rivera from the party' }));
    expect(await screen.findByText('Member removed successfully!', undefined, T)).toBeInTheDocument();
    expect(removed).toBe('eq.m-1');
  });

  it('shows the failure toast when the change is refused', async () => {
    server.use(
      partyPeopleHandler([person(TEST_USER.id), person('u-2', { member_id: 'm-2', permission_level: 'view_only' })]),
      http.patch(`${API}/rest/v1/party_members`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderSection(<ManageTeamDialog {...sectionProps()} open onOpenChange={() => {}} />);
    await user.selectOptions(await screen.findByLabelText('Permission for User u', undefined, T), 'co_admin');
    expect(await screen.findByText('Failed to update member permission. Please try again.', undefined, T)).toBeInTheDocument();
  });
});

describe('link-up on sign-in (docs/product.md#table-calls)', () => {
  it('links the invitations sent to the signed-in e-mail once, then shows them on the landing page', async () => {
    const party = {
      id: PARTY_ID,
      user_id: 'owner-1',
      party_name: 'Robin turns 8',
      party_type: 'Birthday Party',
      location: 'Chicago',
      date: '2026-06-01',
      guest_count: 12,
    };
    let linked = false;
    const tokens: string[] = [];
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/link_my_invitations`, ({ request }) => {
        tokens.push(request.headers.get('authorization') ?? '');
        linked = true;
        return HttpResponse.json(1);
      }),
      // Before the link-up the invitation is not the user's yet; afterwards it is listed.
      http.post(`${API}/rest/v1/rpc/get_my_invitations`, () =>
        HttpResponse.json(linked ? [{ ...invitation('accepted', TEST_USER.email), can_view: true, party }] : []),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: "Parties You're Invited To" }, T)).toBeInTheDocument();
    expect(screen.getByText('Robin turns 8')).toBeInTheDocument();
    // Once, as the signed-in user.
    expect(tokens).toHaveLength(1);
    expect(JSON.parse(atob(tokens[0].split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub).toBe(TEST_USER.id);
  });

  it('asks nothing for a visitor', async () => {
    localStorage.clear();
    let calls = 0;
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/link_my_invitations`, () => {
        calls += 1;
        return HttpResponse.json(0);
      }),
    );
    renderApp('/');
    await screen.findByRole('link', { name: 'Sign Up to Start Planning' }, T);
    // A call of our own through the app's client, after the page is up: a call the page had made
    // would have gone out first and been counted by the time ours is answered.
    const sentinel = await (await getSupabase()).rpc('get_my_invitations');
    expect(sentinel.error).toBeNull();
    expect(calls).toBe(0);
  });
});
