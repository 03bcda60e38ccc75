import { beforeAll, describe, expect, test } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { makeParty, makeTeam, type Team } from './fixtures.ts';

let team: Team;
let partyId: string;

async function invite(email: string, level: 'view_only' | 'collaborator' | 'co_admin' = 'collaborator') {
  const { data, error } = await team.clients.owner
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: level, response_type: 'collaboration' })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  team = await makeTeam('invites');
  partyId = await makeParty(team);
});

describe('inviting', () => {
  test('a duplicate pending invitation gives 23505', async () => {
    await invite('twice@example.test');
    const { error } = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: partyId, invited_email: 'twice@example.test', permission_level: 'view_only', response_type: 'attendance' });
    expect(error?.code).toBe('23505');
  });

  test('inviting without the right gives 42501', async () => {
    const { error } = await team.clients.collaborator
      .from('party_invitations')
      .insert({ party_id: partyId, invited_email: 'nope@example.test', permission_level: 'view_only', response_type: 'attendance' });
    expect(error?.code).toBe('42501');
  });

  test('bulk insert returns every created row with a token and a 14-day expiry', async () => {
    const { data, error } = await team.clients.owner
      .from('party_invitations')
      .insert(
        ['a', 'b', 'c'].map((x) => ({
          party_id: partyId,
          invited_email: `bulk-${x}@example.test`,
          permission_level: 'view_only',
          response_type: 'attendance',
        })),
      )
      .select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    for (const row of data!) {
      expect(row.invitation_token).toMatch(/^[0-9a-f]{32,}$/);
      const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThan(14.1);
    }
  });
});

describe('answering', () => {
  test('accepting creates the membership with the invitation level; a second answer fails with its reason', async () => {
    const invitee = await signedInClient('acceptor');
    const inv = await invite(invitee.email, 'co_admin');

    const read = await invitee.client.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect(read.error).toBeNull();
    expect(JSON.stringify(read.data)).toContain('Birthday Party');

    const first = await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(first.error).toBeNull();
    const member = await invitee.client.from('party_members').select('permission_level').eq('party_id', partyId).eq('user_id', invitee.userId).single();
    expect(member.data).toEqual({ permission_level: 'co_admin' });
    const seen = await invitee.client.from('party_plans').select('id').eq('id', partyId);
    expect(seen.data).toHaveLength(1);

    const again = await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(again.error?.message).toBe('This invitation has already been accepted');
  });

  test('a declined invitation cannot be accepted', async () => {
    const invitee = await signedInClient('decliner');
    const inv = await invite(invitee.email);
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'declined' })).error).toBeNull();
    const again = await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(again.error?.message).toBe('This invitation has been declined');
    const member = await invitee.client.from('party_members').select('id').eq('party_id', partyId).eq('user_id', invitee.userId);
    expect(member.data).toEqual([]);
  });

  test('an expired invitation cannot be accepted', async () => {
    const invitee = await signedInClient('late');
    const inv = await invite(invitee.email);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await serviceClient().from('party_invitations').update({ expires_at: past }).eq('id', inv.id)).error).toBeNull();
    const res = await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    expect(res.error?.message).toBe('This invitation has expired');
  });

  test('an unknown token is not found', async () => {
    const someone = await signedInClient('guesser');
    const res = await someone.client.rpc('get_invitation_by_token', { p_token: 'f'.repeat(64) });
    expect(res.error?.message).toBe('Invitation not found');
  });

  test('a stranger cannot list invitations they only guess at', async () => {
    const { data } = await team.clients.stranger.from('party_invitations').select('invitation_token').eq('party_id', partyId);
    expect(data).toEqual([]);
  });
});

describe('reading', () => {
  test('the invitee reads no invitation row through the table (tokens stay with managers); get_my_invitations lists it', async () => {
    const invitee = await signedInClient('embedder');
    const inv = await invite(invitee.email);
    await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' });
    const { data, error } = await invitee.client
      .from('party_invitations')
      .select('id, status, party_plans!inner(id, party_type, guest_count)')
      .eq('invited_email', invitee.email)
      .in('status', ['accepted', 'declined', 'maybe'])
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const mine = await invitee.client.rpc('get_my_invitations');
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: inv.id,
        status: 'accepted',
        party: expect.objectContaining({ id: partyId, party_type: 'Birthday Party', guest_count: 18 }),
      }),
    ]);
  });

  test("the home page's list has accepted and declined invitations; only members get location and date", async () => {
    const invitee = await signedInClient('answerer');
    const secondParty = await makeParty(team);
    const accepted = await invite(invitee.email.toUpperCase());
    const { data: declined, error: declineError } = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: secondParty, invited_email: invitee.email, permission_level: 'view_only', response_type: 'attendance' })
      .select('*')
      .single();
    expect(declineError).toBeNull();
    const pending = await invite(`pending-${invitee.email}`);
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: accepted.invitation_token, p_response: 'accepted' })).error).toBeNull();
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: declined!.invitation_token, p_response: 'declined' })).error).toBeNull();

    const { data, error } = await invitee.client.rpc('get_my_invitations');
    expect(error).toBeNull();
    const rows = data as Array<{ id: string; status: string; can_view: boolean; party: Record<string, unknown> }>;
    // Newest first; the pending one (another address) is not listed.
    expect(rows.map((r) => [r.id, r.status, r.can_view])).toEqual([
      [declined!.id, 'declined', false],
      [accepted.id, 'accepted', true],
    ]);
    expect(rows.some((r) => r.id === pending.id)).toBe(false);
    expect(rows[1].party).toMatchObject({ id: partyId, party_type: 'Birthday Party', guest_count: 18, location: expect.any(String), date: expect.any(String) });
    expect(rows[0].party).toMatchObject({ id: secondParty, party_type: 'Birthday Party', location: null, date: null });

    // Nobody else's answers, and nothing for a visitor.
    expect((await team.clients.stranger.rpc('get_my_invitations')).data).toEqual([]);
    const anon = await anonClient().rpc('get_my_invitations');
    expect(anon.error?.code).toBe('42501');
  });

  test('.single() on no row gives PGRST116', async () => {
    const { data, error } = await team.clients.owner.from('party_plans').select('*').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
  });
});
