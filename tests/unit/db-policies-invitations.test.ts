/**
 * Invitations: party_invitations' rules, get_invitation_by_token, respond_to_invitation and
 * link_my_invitations (who may read, answer and link which invitation).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { attempt, claimsOf, db, makeInvitation, newUser, partyId, publicPartyId, rowsOf, run, setUpPolicyFixture, users } from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('party_invitations', () => {
  it('defaults: pending, a 64-hex token, 14 days to expire, no views', async () => {
    const rows = rowsOf(
      await run<{ status: string; invitation_token: string; days: number; view_count: number; invited_by: string }>(
        claimsOf('owner'),
        `insert into public.party_invitations (party_id, invited_email, permission_level, response_type)
         values ($1, 'defaults@example.test', 'view_only', 'collaboration')
         returning status, invitation_token, round(extract(epoch from expires_at - now()) / 86400)::int as days, view_count, invited_by`,
        [partyId],
      ),
    );
    expect(rows[0]).toMatchObject({ status: 'pending', days: 14, view_count: 0, invited_by: users.owner.id });
    expect(rows[0].invitation_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a second pending invitation for the same party and e-mail (any case) gives 23505', async () => {
    const first = await run(claimsOf('co_admin'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'Dup@Example.test')`, [partyId]);
    expect(first.error).toBeUndefined();
    const dup = await run(claimsOf('owner'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'dup@example.TEST')`, [partyId]);
    expect(dup.error?.code).toBe('23505');
  });

  it('bulk insert with one duplicate fails as a whole with 23505', async () => {
    const out = await run(
      claimsOf('owner'),
      `insert into public.party_invitations (party_id, invited_email) values ($1, 'bulk1@example.test'), ($1, 'dup@example.test')`,
      [partyId],
    );
    expect(out.error?.code).toBe('23505');
    expect(rowsOf(await run(claimsOf('owner'), `select id from public.party_invitations where invited_email = 'bulk1@example.test'`))).toEqual([]);
  });

  it('inviting without the right gives 42501', async () => {
    const out = await run(claimsOf('collaborator'), `insert into public.party_invitations (party_id, invited_email) values ($1, 'x@example.test')`, [partyId]);
    expect(out.error?.code).toBe('42501');
  });

  it('invited_by must be the caller', async () => {
    const out = await attempt(
      claimsOf('owner'),
      `insert into public.party_invitations (party_id, invited_email, invited_by) values ($1, 'y@example.test', $2)`,
      [partyId, users.co_admin.id],
    );
    expect(out.error?.code).toBe('42501');
  });

  it('owner and co_admin list a party invitations; members below co_admin and strangers see none', async () => {
    for (const who of ['owner', 'co_admin'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select id from public.party_invitations where party_id = $1`, [partyId])).length).toBeGreaterThan(0);
    }
    for (const who of ['collaborator', 'view_only', 'stranger', 'anonymous'] as const) {
      expect(rowsOf(await run(claimsOf(who), `select id from public.party_invitations where party_id = $1`, [partyId]))).toEqual([]);
    }
  });

  it('the invitee reads no invitation row (nor its token) through the table, before or after accepting', async () => {
    const invitee = await newUser('reader');
    const inv = await makeInvitation({ email: invitee.email.toUpperCase() });
    expect(rowsOf(await run(invitee.claims, `select id, invitation_token from public.party_invitations`))).toEqual([]);
    rowsOf(await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]));
    expect(rowsOf(await run(invitee.claims, `select id, invitation_token from public.party_invitations`))).toEqual([]);
  });

  it('the invitee cannot update or delete the invitation directly', async () => {
    const invitee = await newUser('nosy');
    const inv = await makeInvitation({ email: invitee.email });
    const upd = await attempt(invitee.claims, `update public.party_invitations set status = 'accepted' where id = $1 returning id`, [inv.id]);
    expect(upd.error?.code).toBe('42501');
    const del = rowsOf(await attempt(invitee.claims, `delete from public.party_invitations where id = $1 returning id`, [inv.id]));
    expect(del).toEqual([]);
  });

  it('a manager changes level, kind and expiry of an invitation, never whom it is linked to or its answer', async () => {
    const inv = await makeInvitation();
    expect(
      rowsOf(
        await attempt(
          claimsOf('owner'),
          `update public.party_invitations set permission_level = 'view_only', response_type = 'attendance' where id = $1 returning id`,
          [inv.id],
        ),
      ),
    ).toHaveLength(1);
    for (const set of [
      `invited_user_id = '${users.stranger.id}'`,
      `status = 'accepted'`,
      `invitation_token = repeat('a', 64)`,
      `party_id = '${publicPartyId}'`,
    ]) {
      expect((await attempt(claimsOf('owner'), `update public.party_invitations set ${set} where id = $1`, [inv.id])).error?.code).toBe('42501');
    }
  });

  it('owner and co_admin may update (resend) and delete invitations', async () => {
    const inv = await makeInvitation();
    expect(
      rowsOf(
        await attempt(claimsOf('co_admin'), `update public.party_invitations set expires_at = now() + interval '14 days' where id = $1 returning id`, [inv.id]),
      ),
    ).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('owner'), `delete from public.party_invitations where id = $1 returning id`, [inv.id]))).toHaveLength(1);
    expect(rowsOf(await attempt(claimsOf('collaborator'), `delete from public.party_invitations where id = $1 returning id`, [inv.id]))).toEqual([]);
  });
});

interface InvitationView {
  invitation: Record<string, unknown>;
  inviter_name: string | null;
  party: Record<string, unknown>;
}

describe('get_invitation_by_token', () => {
  it('returns the invitation, inviter name and party summary to any signed-in holder, and counts the view', async () => {
    const inv = await makeInvitation({ level: 'co_admin' });
    const out = rowsOf(await run<{ r: InvitationView }>(claimsOf('stranger'), `select public.get_invitation_by_token($1) as r`, [inv.token]));
    const r = out[0].r;
    expect(r.invitation).toMatchObject({ id: inv.id, party_id: partyId, invited_email: inv.email, permission_level: 'co_admin', status: 'pending' });
    expect(r.invitation).not.toHaveProperty('invitation_token');
    expect(r.inviter_name).toBe('Test owner');
    expect(r.party).toMatchObject({ party_type: 'Birthday Party', location: 'Secret Street 1', date: '2030-01-01', guest_count: 10, budget: 'moderate' });
    await run(claimsOf('stranger'), `select public.get_invitation_by_token($1)`, [inv.token]);
    const views = await db.query<{ view_count: number }>(`select view_count from public.party_invitations where id = $1`, [inv.id]);
    expect(views.rows[0].view_count).toBe(2);
  });

  it('still returns an answered invitation with its status', async () => {
    const inv = await makeInvitation({ status: 'accepted' });
    const out = rowsOf(await run<{ r: InvitationView }>(claimsOf('stranger'), `select public.get_invitation_by_token($1) as r`, [inv.token]));
    expect(out[0].r.invitation.status).toBe('accepted');
  });

  it('unknown token: PT404 (HTTP 404) Invitation not found', async () => {
    const out = await run(claimsOf('stranger'), `select public.get_invitation_by_token($1)`, ['nope'.repeat(16)]);
    expect(out.error).toMatchObject({ code: 'PT404', message: 'Invitation not found' });
  });

  it('anonymous callers are refused with 42501', async () => {
    const inv = await makeInvitation();
    const out = await run(claimsOf('anonymous'), `select public.get_invitation_by_token($1)`, [inv.token]);
    expect(out.error?.code).toBe('42501');
  });

  it('invitations cannot be listed by token through the table', async () => {
    const inv = await makeInvitation();
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.party_invitations where invitation_token = $1`, [inv.token]))).toEqual([]);
  });
});

describe('respond_to_invitation', () => {
  it('accepting creates the membership with the invitation level and links the user', async () => {
    const invitee = await newUser('accepter');
    const inv = await makeInvitation({ level: 'collaborator' });
    const r = rowsOf(await run<{ r: unknown }>(invitee.claims, `select public.respond_to_invitation($1, 'accepted') as r`, [inv.token]));
    expect(r[0].r).toEqual({ party_id: partyId, status: 'accepted', permission_level: 'collaborator' });
    const row = await db.query(`select status, invited_user_id, responded_at is not null as responded from public.party_invitations where id = $1`, [inv.id]);
    expect(row.rows[0]).toEqual({ status: 'accepted', invited_user_id: invitee.id, responded: true });
    const perm = rowsOf(await run<{ p: string }>(invitee.claims, `select public.get_user_party_permission($1, $2) as p`, [partyId, invitee.id]));
    expect(perm[0].p).toBe('collaborator');
    // ...and with it the plan, its location and the chat.
    expect(rowsOf(await run(invitee.claims, `select location from public.party_plans where id = $1`, [partyId]))).toEqual([{ location: 'Secret Street 1' }]);
  });

  it('accepting twice fails: This invitation has already been accepted', async () => {
    const invitee = await newUser('twice');
    const inv = await makeInvitation();
    rowsOf(await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]));
    const again = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(again.error).toEqual({ code: 'P0001', message: 'This invitation has already been accepted' });
  });

  it('declining sets the status and creates no membership; answering again fails: This invitation has been declined', async () => {
    const invitee = await newUser('decliner');
    const inv = await makeInvitation();
    const r = rowsOf(await run<{ r: unknown }>(invitee.claims, `select public.respond_to_invitation($1, 'declined') as r`, [inv.token]));
    expect(r[0].r).toMatchObject({ status: 'declined' });
    const members = await db.query(`select 1 from public.party_members where user_id = $1`, [invitee.id]);
    expect(members.rows).toEqual([]);
    const again = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(again.error).toEqual({ code: 'P0001', message: 'This invitation has been declined' });
  });

  it.each([
    ['expired', { expires: new Date(Date.now() - 60_000).toISOString() }, 'This invitation has expired'],
    ['maybe', { status: 'maybe' }, 'This invitation is no longer valid'],
    ['no_response', { status: 'no_response' }, 'This invitation is no longer valid'],
  ] as const)('%s invitation fails: %s', async (_label, fields, message) => {
    const invitee = await newUser('late');
    const inv = await makeInvitation(fields);
    const out = await run(invitee.claims, `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(out.error).toEqual({ code: 'P0001', message });
    const members = await db.query(`select 1 from public.party_members where user_id = $1`, [invitee.id]);
    expect(members.rows).toEqual([]);
  });

  it.each([
    ['unknown token', 'missing', 'accepted', { code: 'PT404', message: 'Invitation not found' }],
    ['invalid response', 'valid', 'no_response', { code: '22023', message: 'Invalid response' }],
  ] as const)('%s', async (_label, tokenKind, response, error) => {
    const inv = await makeInvitation();
    const token = tokenKind === 'valid' ? inv.token : 'f'.repeat(64);
    const out = await run(claimsOf('stranger'), `select public.respond_to_invitation($1, $2)`, [token, response]);
    expect(out.error).toEqual(error);
  });

  it('anonymous callers are refused with 42501', async () => {
    const inv = await makeInvitation();
    const out = await run(claimsOf('anonymous'), `select public.respond_to_invitation($1, 'accepted')`, [inv.token]);
    expect(out.error?.code).toBe('42501');
  });

  it('accepting upgrades an existing membership to the invitation level', async () => {
    const inv = await makeInvitation({ level: 'co_admin' });
    const r = await attempt<{ r: unknown }>(claimsOf('view_only'), `select public.respond_to_invitation($1, 'accepted') as r`, [inv.token]);
    expect(rowsOf(r)[0].r).toMatchObject({ permission_level: 'co_admin' });
  });
});

describe('link_my_invitations', () => {
  it('links invitations sent to the caller e-mail and returns the count', async () => {
    const invitee = await newUser('linker');
    const a = await makeInvitation({ email: invitee.email });
    await makeInvitation({ email: `other-${invitee.email}` });
    const first = rowsOf(await run<{ n: number }>(invitee.claims, `select public.link_my_invitations() as n`));
    expect(first[0].n).toBe(1);
    const row = await db.query(`select invited_user_id from public.party_invitations where id = $1`, [a.id]);
    expect(row.rows[0]).toEqual({ invited_user_id: invitee.id });
    const second = rowsOf(await run<{ n: number }>(invitee.claims, `select public.link_my_invitations() as n`));
    expect(second[0].n).toBe(0);
  });

  it('is not callable anonymously', async () => {
    expect((await run(claimsOf('anonymous'), `select public.link_my_invitations()`)).error?.code).toBe('42501');
  });

  it('an unconfirmed address, or an e-mail claim the account does not hold, links and lists nothing', async () => {
    const unconfirmed = await newUser('unconfirmed');
    await db.query(`update auth.users set email_confirmed_at = null where id = $1`, [unconfirmed.id]);
    const victim = `victim-${randomUUID().slice(0, 8)}@example.test`;
    const inv = await makeInvitation({ email: victim });
    const answered = await makeInvitation({ email: victim, status: 'declined' });
    const stale: JwtClaims = { ...claimsOf('stranger'), email: victim };
    for (const claims of [{ ...unconfirmed.claims, email: unconfirmed.email }, { ...unconfirmed.claims, email: victim }, stale]) {
      expect(rowsOf(await run<{ n: number }>(claims, `select public.link_my_invitations() as n`))[0].n).toBe(0);
      expect(rowsOf(await run<{ r: unknown[] }>(claims, `select public.get_my_invitations() as r`))[0].r).toEqual([]);
    }
    const rows = await db.query(`select invited_user_id from public.party_invitations where id in ($1, $2)`, [inv.id, answered.id]);
    expect(rows.rows).toEqual([{ invited_user_id: null }, { invited_user_id: null }]);
  });
});
