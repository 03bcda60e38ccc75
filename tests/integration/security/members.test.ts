// Who an invitation and a membership belong to, and who sees whose e-mail address, against real
// stack processes with the unmodified supabase-js: #4 invitations match only a confirmed address
// and their tokens stay with the party's managers; #7 memberships come only from accepted
// invitations, and co-members see each other's names and avatars but not their addresses.
import fs from 'node:fs';
import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { anonClient, apiUrl, PASSWORD, serviceClient, signedInClient, uniqueEmail } from '../clients.ts';
import { ACTORS, makeParty, makeTeam, type Actor, type Client, type Team } from '../fixtures.ts';
import { collector } from '../realtime-helpers.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/**
 * A client holding an access token for `sub` whose e-mail claim is `email`, signed with the
 * stack's secret: what an account holds when it got a session without confirming that address, or
 * kept an older token after the address changed.
 */
async function clientWithToken(url: string, sub: string, email: string): Promise<Client> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { sub, email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, app_metadata: { provider: 'email' }, user_metadata: {} },
    DEFAULT_JWT_SECRET,
  );
  return createClient<Database>(url, inject('anonKey'), { auth: noSession, accessToken: async () => token });
}

async function invite(manager: Client, partyId: string, email: string, level: 'view_only' | 'collaborator' | 'co_admin' = 'collaborator') {
  const { data, error } = await manager
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: level, response_type: 'collaboration' })
    .select('id, invitation_token')
    .single();
  if (error) throw error;
  return data;
}

// ---------------------------------------------------------------------------------------------
// #4 on the shared stack (confirmations off: every sign-up there is confirmed)
// ---------------------------------------------------------------------------------------------

describe('#4 invitations and their tokens', () => {
  let team: Team;
  let partyId: string;

  beforeAll(async () => {
    team = await makeTeam('sec-inv');
    partyId = await makeParty(team);
  });

  it('#4 a confirmed invitee reads no party_invitations row, so no invitation_token, before or after answering', async () => {
    const invitee = await signedInClient('sec-invitee');
    const inv = await invite(team.clients.owner, partyId, invitee.email.toUpperCase());

    expect(await invitee.client.from('party_invitations').select('id, invitation_token')).toMatchObject({ error: null, data: [] });
    // The same through plain fetch, asking for the row by the invitee's own address.
    const session = (await invitee.client.auth.getSession()).data.session!;
    const raw = await fetch(`${apiUrl()}/rest/v1/party_invitations?select=invitation_token&invited_email=ilike.${encodeURIComponent(invitee.email)}`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual([]);

    // What the invitee needs still comes from the RPCs: the linked invitation, the page behind the link, the answer.
    expect((await invitee.client.rpc('link_my_invitations')).data).toBe(1);
    const page = await invitee.client.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({ invitation: { id: inv.id, status: 'pending' } });
    expect(JSON.stringify(page.data)).not.toContain(inv.invitation_token);
    expect((await invitee.client.rpc('respond_to_invitation', { p_token: inv.invitation_token, p_response: 'declined' })).error).toBeNull();
    const mine = await invitee.client.rpc('get_my_invitations');
    expect(mine.data).toEqual([expect.objectContaining({ id: inv.id, status: 'declined' })]);
    expect(JSON.stringify(mine.data)).not.toContain(inv.invitation_token);
    expect((await invitee.client.from('party_invitations').select('invitation_token')).data).toEqual([]);

    // The party's managers still read the token (the RSVP section's Copy link); nobody else does.
    for (const who of ACTORS) {
      const { data } = await team.clients[who].from('party_invitations').select('invitation_token').eq('id', inv.id);
      expect(data, who).toEqual(who === 'owner' || who === 'co_admin' ? [{ invitation_token: inv.invitation_token }] : []);
    }
  });

  it('#4 an e-mail claim the account does not hold (a stale or foreign token) sees, links and lists nothing', async () => {
    const victim = uniqueEmail('sec-victim');
    const pending = await invite(team.clients.owner, partyId, victim);
    // A second, answered one (one pending invitation per address and party).
    const declined = await invite(team.clients.owner, partyId, uniqueEmail('sec-victim-2'), 'view_only');
    await serviceClient()
      .from('party_invitations')
      .update({ invited_email: victim, status: 'declined', responded_at: new Date().toISOString() })
      .eq('id', declined.id);

    const claimed = await clientWithToken(apiUrl(), team.ids.stranger, victim);
    expect((await claimed.from('party_invitations').select('id, invitation_token')).data).toEqual([]);
    expect((await claimed.rpc('link_my_invitations')).data).toBe(0);
    expect((await claimed.rpc('get_my_invitations')).data).toEqual([]);
    const rows = await serviceClient().from('party_invitations').select('invited_user_id').in('id', [pending.id, declined.id]);
    expect(rows.data).toEqual([{ invited_user_id: null }, { invited_user_id: null }]);
  });

  it('#4 a manager cannot pin an invitation on someone or answer it for them', async () => {
    const inv = await invite(team.clients.owner, partyId, uniqueEmail('sec-pin'));
    for (const manager of ['owner', 'co_admin'] as const) {
      const pin = await team.clients[manager].from('party_invitations').update({ invited_user_id: team.ids.stranger }).eq('id', inv.id).select('id');
      expect(pin.error?.code).toBe('42501');
      const answer = await team.clients[manager].from('party_invitations').update({ status: 'accepted' }).eq('id', inv.id).select('id');
      expect(answer.error?.code).toBe('42501');
    }
    // Resending (expiry) and the level stay theirs to change.
    const level = await team.clients.co_admin.from('party_invitations').update({ permission_level: 'view_only' }).eq('id', inv.id).select('permission_level');
    expect(level).toMatchObject({ error: null, data: [{ permission_level: 'view_only' }] });
  });
});

// ---------------------------------------------------------------------------------------------
// #4 on a stack of its own with sign-up confirmations on
// ---------------------------------------------------------------------------------------------

describe('#4 with sign-up confirmations on', () => {
  let stack: StackProcess;
  const client = () => createClient<Database>(stack.url, inject('anonKey'), { auth: noSession });
  const mailbox = () => `http://127.0.0.1:${stack.port + 3}`;

  beforeAll(async () => {
    stack = await startStackProcess({ port: testStackPort(110), env: { SUPABASE_LOCAL_AUTH_ENABLE_CONFIRMATIONS: 'true', SUPABASE_LOCAL_SEED: 'false' } });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('#4 an unconfirmed sign-up with the invited address cannot see, link or answer the invitation; once confirmed it links', async () => {
    // A confirmed owner (made by the service role) with a party and two invitations to one address.
    const admin = createClient<Database>(stack.url, inject('serviceRoleKey'), { auth: noSession });
    const ownerEmail = uniqueEmail('sec-c-owner');
    const made = await admin.auth.admin.createUser({
      email: ownerEmail,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Confirmed Owner' },
    });
    expect(made.error).toBeNull();
    const owner = client();
    expect((await owner.auth.signInWithPassword({ email: ownerEmail, password: PASSWORD })).error).toBeNull();
    const party = await owner
      .from('party_plans')
      .insert({ user_id: made.data.user!.id, party_type: 'Birthday Party', guest_count: 8, is_public: false })
      .select('id')
      .single();
    expect(party.error).toBeNull();
    const invited = uniqueEmail('sec-c-invited');
    const pending = await invite(owner, party.data!.id, invited);
    const answered = await invite(owner, party.data!.id, uniqueEmail('sec-c-other'));
    await admin.from('party_invitations').update({ invited_email: invited, status: 'declined', responded_at: new Date().toISOString() }).eq('id', answered.id);

    // Someone signs up with that address: no session, no sign-in until the link is followed.
    const signUp = await client().auth.signUp({ email: invited, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const userId = signUp.data.user!.id;
    expect((await client().auth.signInWithPassword({ email: invited, password: PASSWORD })).error).toMatchObject({ code: 'email_not_confirmed' });

    // Even holding a token for that account with the address in it, nothing matches by e-mail.
    const unconfirmed = await clientWithToken(stack.url, userId, invited);
    expect(await unconfirmed.from('party_invitations').select('id, invitation_token')).toMatchObject({ error: null, data: [] });
    expect((await unconfirmed.rpc('link_my_invitations')).data).toBe(0);
    expect((await unconfirmed.rpc('get_my_invitations')).data).toEqual([]);
    const untouched = await admin.from('party_invitations').select('invited_user_id, status').in('id', [pending.id, answered.id]).order('status');
    expect(untouched.data).toEqual([
      { invited_user_id: null, status: 'declined' },
      { invited_user_id: null, status: 'pending' },
    ]);
    // Without the token from a table read there is nothing to answer with.
    expect((await unconfirmed.rpc('respond_to_invitation', { p_token: 'guess'.repeat(13), p_response: 'accepted' })).error?.code).toBe('PT404');

    // The address's owner confirms it through the mailed link: now the invitations are theirs.
    const mails = (await (await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(invited)}`)).json()).messages as Array<{ text?: string }>;
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect((await fetch(link!, { redirect: 'manual' })).status).toBe(303);
    const confirmed = client();
    expect((await confirmed.auth.signInWithPassword({ email: invited, password: PASSWORD })).error).toBeNull();
    expect((await confirmed.rpc('link_my_invitations')).data).toBe(2);
    expect((await confirmed.rpc('get_my_invitations')).data).toEqual([expect.objectContaining({ id: answered.id, status: 'declined' })]);
    expect((await confirmed.from('party_invitations').select('invitation_token')).data).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// #7 memberships and who sees whose e-mail
// ---------------------------------------------------------------------------------------------

type Person = {
  user_id: string;
  member_id: string | null;
  permission_level: string;
  full_name: string | null;
  avatar_url: string | null;
  email: string | null;
};

describe('#7 memberships and co-member profiles', () => {
  let team: Team;
  let partyId: string;
  let otherPartyId: string;
  const members = ['co_admin', 'collaborator', 'view_only'] as const;

  beforeAll(async () => {
    team = await makeTeam('sec-mem');
    partyId = await makeParty(team);
    otherPartyId = await makeParty(team);
    await Promise.all(
      (['owner', ...members] as const).map((who) =>
        team.clients[who]
          .from('profiles')
          .update({ avatar_url: `https://example.test/${who}.png` })
          .eq('id', team.ids[who]),
      ),
    );
  });

  const permission = async (userId: string, party = partyId) =>
    (await serviceClient().rpc('get_user_party_permission', { party_id_param: party, user_id_param: userId })).data;

  it('#7 an owner or co-admin cannot insert anyone into party_members, nor can any other role', async () => {
    for (const who of ACTORS) {
      const out = await team.clients[who]
        .from('party_members')
        .insert({ party_id: partyId, user_id: team.ids.stranger, permission_level: 'co_admin' })
        .select('id');
      expect(out.error?.code, who).toBe('42501');
    }
    expect(await permission(team.ids.stranger)).toBe('none');
  });

  it('#7 an owner cannot force a membership through an upsert either', async () => {
    const out = await team.clients.owner
      .from('party_members')
      .upsert({ party_id: partyId, user_id: team.ids.stranger, permission_level: 'view_only' }, { onConflict: 'party_id,user_id' })
      .select('id');
    expect(out.error?.code).toBe('42501');
    expect(await permission(team.ids.stranger)).toBe('none');
  });

  it.each(['owner', 'co_admin'] as const)('#7 %s changes an existing member level, but not whom or which party the row belongs to', async (who) => {
    const manager = team.clients[who];
    const up = await manager
      .from('party_members')
      .update({ permission_level: 'collaborator' })
      .eq('party_id', partyId)
      .eq('user_id', team.ids.view_only)
      .select('permission_level');
    expect(up).toMatchObject({ error: null, data: [{ permission_level: 'collaborator' }] });
    const back = await manager
      .from('party_members')
      .update({ permission_level: 'view_only' })
      .eq('party_id', partyId)
      .eq('user_id', team.ids.view_only)
      .select('id');
    expect(back.data).toHaveLength(1);

    const moveUser = await manager
      .from('party_members')
      .update({ user_id: team.ids.stranger })
      .eq('party_id', partyId)
      .eq('user_id', team.ids.view_only)
      .select('id');
    expect(moveUser.error?.code).toBe('42501');
    const moveParty = await manager
      .from('party_members')
      .update({ party_id: otherPartyId })
      .eq('party_id', partyId)
      .eq('user_id', team.ids.view_only)
      .select('id');
    expect(moveParty.error?.code).toBe('42501');
    expect(await permission(team.ids.stranger)).toBe('none');
    expect(await permission(team.ids.view_only)).toBe('view_only');

    // Below co-admin, and outside the party, levels are not theirs to change.
    for (const other of ['collaborator', 'view_only', 'stranger', 'anonymous'] as const) {
      const out = await team.clients[other]
        .from('party_members')
        .update({ permission_level: 'co_admin' })
        .eq('party_id', partyId)
        .eq('user_id', team.ids.view_only)
        .select('id');
      expect(out, other).toMatchObject(other === 'anonymous' ? { error: { code: '42501' } } : { error: null, data: [] });
    }
    expect(await permission(team.ids.view_only)).toBe('view_only');
  });

  const people = async (who: Actor) => {
    const { data, error } = await team.clients[who].rpc('get_party_people', { p_party_id: partyId });
    if (error) throw error;
    return data as unknown as Person[];
  };

  it.each(['collaborator', 'view_only'] as const)('#7 a %s sees the names and avatars of the party people, and no one else’s e-mail', async (who) => {
    const list = await people(who);
    const row = (p: Person) => [p.user_id, p.permission_level, p.full_name, p.avatar_url];
    const expected = (m: (typeof members)[number]) => [team.ids[m], m, `${m} sec-mem`, `https://example.test/${m}.png`];
    expect(row(list[0])).toEqual([team.ids.owner, 'owner', 'owner sec-mem', 'https://example.test/owner.png']);
    expect(list.slice(1).map(row)).toEqual(expect.arrayContaining(members.map(expected)));
    expect(list).toHaveLength(4);
    for (const p of list) expect(p.email).toBe(p.user_id === team.ids[who] ? team.emails[who] : null);
    // Not around the RPC either: profiles are their own user's, embedded or not.
    const others = (['owner', ...members] as const).filter((m) => m !== who);
    expect(
      (
        await team.clients[who]
          .from('profiles')
          .select('id, email')
          .in(
            'id',
            others.map((m) => team.ids[m]),
          )
      ).data,
    ).toEqual([]);
    const embedded = await team.clients[who].from('party_members').select('user_id, profiles(email)').eq('party_id', partyId);
    expect(embedded.data).toHaveLength(3);
    for (const m of others) expect(JSON.stringify(embedded.data)).not.toContain(team.emails[m]);
  });

  it.each(['owner', 'co_admin'] as const)('#7 a %s sees the members’ e-mail addresses (their accounts’, whatever their profiles say)', async (who) => {
    const spoof = await team.clients.collaborator.from('profiles').update({ email: 'the-ceo@example.test' }).eq('id', team.ids.collaborator).select('email');
    expect(spoof.data).toEqual([{ email: 'the-ceo@example.test' }]);
    const byId = Object.fromEntries((await people(who)).map((p) => [p.user_id, p]));
    for (const m of members) expect(byId[team.ids[m]]).toMatchObject({ email: team.emails[m], full_name: `${m} sec-mem`, member_id: expect.any(String) });
    expect(byId[team.ids.owner].email).toBe(who === 'owner' ? team.emails.owner : null);
  });

  it('#7 a stranger sees nothing and a visitor is refused', async () => {
    expect(await people('stranger')).toEqual([]);
    const ids = (['owner', ...members] as const).map((m) => team.ids[m]);
    expect((await team.clients.stranger.from('profiles').select('id').in('id', ids)).data).toEqual([]);
    const anon = await anonClient().rpc('get_party_people', { p_party_id: partyId });
    expect(anon.error?.code).toBe('42501');
    expect((await anonClient().from('profiles').select('id').in('id', ids)).data).toEqual([]);
  });

  it("#7 a co-member's realtime subscription to profiles carries no one else's row", async () => {
    const got = collector<{ id: string; email: string | null }>();
    const channel: RealtimeChannel = team.clients.view_only
      .channel(`sec-profiles-${partyId}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles' }, (p) => got.push(p.new as { id: string; email: string | null }));
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status)))),
    );
    try {
      expect((await team.clients.owner.from('profiles').update({ bio: 'owner changed' }).eq('id', team.ids.owner)).error).toBeNull();
      expect((await team.clients.co_admin.from('profiles').update({ bio: 'co-admin changed' }).eq('id', team.ids.co_admin)).error).toBeNull();
      // Their own change arrives, after the others': when it is here, theirs would have been too.
      expect((await team.clients.view_only.from('profiles').update({ bio: 'mine' }).eq('id', team.ids.view_only)).error).toBeNull();
      expect((await got.until((items) => items.length > 0)).map((r) => r.id)).toEqual([team.ids.view_only]);
    } finally {
      await team.clients.view_only.removeChannel(channel);
    }
  });
});
