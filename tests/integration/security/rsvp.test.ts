// #4 'Maybe' as an answer (docs/product.md#invitation-states): the invitation page's Maybe, the party
// page's 'Your RSVP' (get_my_rsvp / set_my_rsvp), and who may change which answer: an invitee their
// own only; managers never anyone's.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, uniqueEmail } from '../clients.ts';
import { makeParty, makeTeam, type Client, type Team } from '../fixtures.ts';

let team: Team;
let partyId: string;

type Person = Awaited<ReturnType<typeof signedInClient>>;

async function invite(email: string, level: 'view_only' | 'collaborator' | 'co_admin' = 'view_only') {
  const { data, error } = await team.clients.owner
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: level, response_type: 'attendance' })
    .select('id, invitation_token')
    .single();
  if (error) throw error;
  return data;
}

async function statusOf(id: string) {
  const { data } = await team.clients.owner.from('party_invitations').select('status, invited_user_id').eq('id', id).single();
  return data;
}

async function levelOf(userId: string) {
  const { data } = await team.clients.owner.from('party_members').select('permission_level').eq('party_id', partyId).eq('user_id', userId);
  return data?.[0]?.permission_level ?? null;
}

async function isMember(client: Client, userId: string) {
  const { data } = await client.from('party_members').select('id').eq('party_id', partyId).eq('user_id', userId);
  return (data ?? []).length === 1;
}

beforeAll(async () => {
  team = await makeTeam('maybe');
  partyId = await makeParty(team);
}, 60_000);

describe('answering maybe with the link', () => {
  let guest: Person;
  let inv: { id: string; invitation_token: string };

  beforeAll(async () => {
    guest = await signedInClient('maybe-guest');
    inv = await invite(guest.email, 'view_only');
  });

  it('records maybe, links the invitee and lets them open the party to decide', async () => {
    const r = await guest.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'maybe' });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ party_id: partyId, status: 'maybe', permission_level: 'view_only' });
    expect(await statusOf(inv.id)).toEqual({ status: 'maybe', invited_user_id: guest.userId });
    expect(await isMember(team.clients.owner, guest.userId)).toBe(true);
    const plan = await guest.client.from('party_plans').select('id').eq('id', partyId);
    expect(plan.data).toHaveLength(1);
  });

  it('the home page lists it as maybe', async () => {
    const { data } = await guest.client.rpc('get_my_invitations');
    expect((data as { id: string; status: string }[]).find((i) => i.id === inv.id)?.status).toBe('maybe');
  });

  it('#4 the link still works for the invitee who said maybe, and for nobody else', async () => {
    const other = await signedInClient('maybe-other');
    const page = await other.client.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect((page.data as { invitation: { answered_by_me: boolean } }).invitation.answered_by_me).toBe(false);
    const theirs = await other.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(theirs.error?.message).toBe('This invitation is no longer valid');
    expect(await isMember(team.clients.owner, other.userId)).toBe(false);

    const mine = await guest.client.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect((mine.data as { invitation: { answered_by_me: boolean; status: string } }).invitation).toMatchObject({ answered_by_me: true, status: 'maybe' });
    const accepted = await guest.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(accepted.error).toBeNull();
    expect((await statusOf(inv.id))!.status).toBe('accepted');
    // Accepted is final on the link; the party page changes it from here on.
    const again = await guest.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'maybe' });
    expect(again.error?.message).toBe('This invitation has already been accepted');
  });
});

describe("the party page's 'Your RSVP'", () => {
  let guest: Person;
  let inv: { id: string; invitation_token: string };

  beforeAll(async () => {
    guest = await signedInClient('rsvp-guest');
    inv = await invite(guest.email, 'collaborator');
    const r = await guest.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'maybe' });
    expect(r.error).toBeNull();
  });

  it('the invitee reads their answer; the owner, members who were not invited, strangers and visitors get none', async () => {
    const mine = await guest.client.rpc('get_my_rsvp', { p_party_id: partyId });
    expect(mine.error).toBeNull();
    expect(mine.data).toMatchObject({ status: 'maybe', response_type: 'attendance', permission_level: 'collaborator' });
    for (const actor of ['owner', 'co_admin', 'stranger'] as const) {
      const r = await team.clients[actor].rpc('get_my_rsvp', { p_party_id: partyId });
      expect(r.error, actor).toBeNull();
      expect(r.data, actor).toBeNull();
    }
    const anon = await team.clients.anonymous.rpc('get_my_rsvp', { p_party_id: partyId });
    expect(anon.status).toBe(401);
  });

  it('#24 maybe → accepted → maybe → accepted: view-only while maybe, the offered level once accepted', async () => {
    expect(await levelOf(guest.userId)).toBe('view_only');
    for (const [answer, level] of [
      ['accepted', 'collaborator'],
      ['maybe', 'view_only'],
      ['accepted', 'collaborator'],
    ] as const) {
      const r = await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: answer });
      expect(r.error, answer).toBeNull();
      expect((await statusOf(inv.id))!.status, answer).toBe(answer);
      expect(await levelOf(guest.userId), answer).toBe(level);
    }
    // A manager's demotion since is kept through maybe and back.
    expect(
      (
        await team.clients.owner
          .from('party_members')
          .update({ permission_level: 'view_only' })
          .eq('party_id', partyId)
          .eq('user_id', guest.userId)
          .select('id')
      ).data,
    ).toHaveLength(1);
    for (const answer of ['maybe', 'accepted'] as const) {
      expect((await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: answer })).error, answer).toBeNull();
      expect(await levelOf(guest.userId), answer).toBe('view_only');
    }
    expect(
      (
        await team.clients.owner
          .from('party_members')
          .update({ permission_level: 'collaborator' })
          .eq('party_id', partyId)
          .eq('user_id', guest.userId)
          .select('id')
      ).data,
    ).toHaveLength(1);
    expect((await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'maybe' })).error).toBeNull();
  });

  it('#4 nobody changes someone else’s answer: not a manager through the table, not another member, not a stranger', async () => {
    const byTable = await team.clients.co_admin.from('party_invitations').update({ status: 'declined' }).eq('id', inv.id).select('id');
    expect(byTable.error?.code).toBe('42501');
    for (const actor of ['owner', 'co_admin', 'collaborator', 'view_only', 'stranger'] as const) {
      const r = await team.clients[actor].rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'declined' });
      expect(r.status, actor).toBe(404);
    }
    const anon = await team.clients.anonymous.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'declined' });
    expect(anon.status).toBe(401);
    expect((await statusOf(inv.id))!.status).toBe('maybe');
  });

  it('refuses an answer that is not one of the three with a 400', async () => {
    for (const bad of ['pending', 'no_response', 'yes']) {
      const r = await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: bad });
      expect(r.status, bad).toBe(400);
      expect(r.error?.code, bad).toBe('22023');
    }
  });

  it('the response rate counts the maybe as a response (what managers read)', async () => {
    const { data } = await team.clients.co_admin.from('party_invitations').select('status').eq('party_id', partyId);
    expect(data!.map((i) => i.status)).toContain('maybe');
  });

  it('declining ends the membership; after that there is nothing left to change', async () => {
    const r = await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'declined' });
    expect(r.error).toBeNull();
    expect((await statusOf(inv.id))!.status).toBe('declined');
    expect(await isMember(team.clients.owner, guest.userId)).toBe(false);
    expect((await guest.client.from('party_plans').select('id').eq('id', partyId)).data).toEqual([]);
    expect((await guest.client.rpc('get_my_rsvp', { p_party_id: partyId })).data).toBeNull();
    const back = await guest.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'accepted' });
    expect(back.status).toBe(404);
    const link = await guest.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(link.error?.message).toBe('This invitation has been declined');
  });

  it('#4 a member a manager removed cannot come back by changing their answer', async () => {
    const removed = await signedInClient('rsvp-removed');
    const i = await invite(removed.email, 'view_only');
    expect((await removed.client.rpc('respond_to_invitation', { p_token: i.invitation_token, p_response: 'accepted' })).error).toBeNull();
    const del = await team.clients.owner.from('party_members').delete().eq('party_id', partyId).eq('user_id', removed.userId).select('id');
    expect(del.data).toHaveLength(1);
    const r = await removed.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'maybe' });
    expect(r.status).toBe(404);
    expect(await isMember(team.clients.owner, removed.userId)).toBe(false);
  });
});

describe('#15 a member a manager removed stays removed', () => {
  it("#15 a removed 'maybe' member cannot answer the link again: no membership, no plan, no location or date", async () => {
    const removed = await signedInClient('removed-maybe');
    const inv = await invite(removed.email, 'collaborator');
    expect((await removed.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'maybe' })).error).toBeNull();
    expect(await isMember(team.clients.owner, removed.userId)).toBe(true);
    const del = await team.clients.co_admin.from('party_members').delete().eq('party_id', partyId).eq('user_id', removed.userId).select('id');
    expect(del.data).toHaveLength(1);

    for (const answer of ['accepted', 'maybe'] as const) {
      const r = await removed.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: answer });
      expect(r.error, answer).not.toBeNull();
    }
    expect((await removed.client.rpc('set_my_rsvp', { p_party_id: partyId, p_response: 'accepted' })).status).toBe(404);
    expect(await isMember(team.clients.owner, removed.userId)).toBe(false);
    expect((await removed.client.from('party_plans').select('id, location, date').eq('id', partyId)).data).toEqual([]);
    // The link no longer shows the party either: the invitation ended with the membership.
    const page = await removed.client.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect(page.status).toBe(404);
    expect(JSON.stringify(page.data ?? null)).not.toContain('Hidden Lane');
    expect(await statusOf(inv.id)).toBeNull();
  });

  it('#15 nor through an invitation that was still pending when they were removed', async () => {
    const removed = await signedInClient('removed-pending');
    const first = await invite(removed.email, 'view_only');
    expect((await removed.client.rpc('respond_to_invitation', { p_token: first.invitation_token, p_response: 'accepted' })).error).toBeNull();
    const second = await invite(removed.email, 'co_admin');
    expect((await team.clients.owner.from('party_members').delete().eq('party_id', partyId).eq('user_id', removed.userId).select('id')).data).toHaveLength(1);

    const r = await removed.client.rpc('respond_to_invitation', { p_token: second.invitation_token, p_response: 'accepted' });
    expect(r.status).toBe(404);
    expect(await isMember(team.clients.owner, removed.userId)).toBe(false);
    // A new invitation after the removal is the manager's choice, and works.
    const again = await invite(removed.email, 'view_only');
    expect((await removed.client.rpc('respond_to_invitation', { p_token: again.invitation_token, p_response: 'accepted' })).error).toBeNull();
    expect(await levelOf(removed.userId)).toBe('view_only');
  });
});

describe("#24 a 'maybe' is view-only until the invitee accepts", () => {
  it("#24 a co-admin invitation answered 'maybe' cannot invite, edit or delete the party; accepting grants co-admin", async () => {
    const maybe = await signedInClient('maybe-co-admin');
    const inv = await invite(maybe.email, 'co_admin');
    const r = await maybe.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'maybe' });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ status: 'maybe', permission_level: 'view_only' });
    expect(await levelOf(maybe.userId)).toBe('view_only');
    // They may look at the party to decide...
    expect((await maybe.client.from('party_plans').select('id').eq('id', partyId)).data).toHaveLength(1);
    // ...but not invite, edit, change members or delete it.
    const invited = await maybe.client
      .from('party_invitations')
      .insert({
        party_id: partyId,
        invited_email: uniqueEmail('maybe-friend'),
        invited_by: maybe.userId,
        permission_level: 'co_admin',
        response_type: 'collaboration',
      })
      .select('id');
    expect(invited.error?.code).toBe('42501');
    const edited = await maybe.client.from('party_plans').update({ ideas: 'Taken over' }).eq('id', partyId).select('id');
    expect(edited.data ?? []).toEqual([]);
    const promoted = await maybe.client
      .from('party_members')
      .update({ permission_level: 'co_admin' })
      .eq('party_id', partyId)
      .eq('user_id', maybe.userId)
      .select('id');
    expect(promoted.data ?? []).toEqual([]);
    const deleted = await maybe.client.from('party_plans').delete().eq('id', partyId).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect((await team.clients.owner.from('party_plans').select('id, ideas').eq('id', partyId).single()).data).toMatchObject({
      id: partyId,
      ideas: 'Dinosaur adventure',
    });
    expect(await levelOf(maybe.userId)).toBe('view_only');

    // Accepting grants what the invitation offered.
    expect((await maybe.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' })).error).toBeNull();
    expect(await levelOf(maybe.userId)).toBe('co_admin');
    const now = await maybe.client
      .from('party_invitations')
      .insert({
        party_id: partyId,
        invited_email: uniqueEmail('maybe-friend'),
        invited_by: maybe.userId,
        permission_level: 'view_only',
        response_type: 'attendance',
      })
      .select('id');
    expect(now.error).toBeNull();
  });
});
