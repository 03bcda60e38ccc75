// The invitation link as a credential (docs/security.md #29-#34): a guest answers with the link
// alone (get_guest_invitation / answer_guest_invitation), and that answer reaches that guest's RSVP
// and nothing else; lookups by token are rate-limited per client; a manager re-issues a link; the
// host's "address only to Going or Maybe" is enforced by the functions; an answer given with the
// link becomes a membership only for a confirmed account with the invited address.
//
// The guest's calls go from loopback addresses of this file's own (from-address.ts), so the
// per-client limit of other tests' calls (all from 127.0.0.1) is never this file's.
import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, uniqueEmail, PASSWORD } from '../clients.ts';
import { makeParty, makeTeam, type Client, type Team } from '../fixtures.ts';
import { fromIp, loopbackAddresses } from '../from-address.ts';
import { collector, subscribed } from '../realtime-helpers.ts';

const nextIp = loopbackAddresses();
const LOCATION = 'Secret Garden, 12 Hidden Lane, Chicago, IL';

/** A PostgREST call from `ip` with the anon key and no session, as a browser without an account makes it. */
function rpcFrom(ip: string, fn: string, args: Record<string, unknown>) {
  return fromIp(ip, `${apiUrl()}/rest/v1/rpc/${fn}`, { method: 'POST', body: args, headers: { authorization: `Bearer ${inject('anonKey')}` } });
}

let team: Team;
let partyId: string;

async function invite(email: string, level: 'view_only' | 'collaborator' | 'co_admin' = 'collaborator') {
  const { data, error } = await team.clients.owner
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: email, permission_level: level, response_type: 'attendance' })
    .select('id, invitation_token')
    .single();
  if (error) throw error;
  return data;
}

async function guestRow(invitationId: string) {
  const { data } = await team.clients.owner.rpc('get_party_guests', { p_party_id: partyId });
  return (data as { guests: Array<Record<string, unknown>> }).guests.find((g) => g.invitation_id === invitationId);
}

async function memberLevel(userId: string): Promise<string | null> {
  const { data } = await serviceClient().from('party_members').select('permission_level').eq('party_id', partyId).eq('user_id', userId);
  return data?.[0]?.permission_level ?? null;
}

beforeAll(async () => {
  team = await makeTeam('guest-link');
  partyId = await makeParty(team, { location: LOCATION, party_name: 'Dino Night' });
  // Something in every area a guest must not reach: a task, an expense, a host-added guest with a note.
  const owner = team.clients.owner;
  expect((await owner.from('party_tasks').insert({ party_id: partyId, title: 'Book the bouncy castle' })).error).toBeNull();
  expect(
    (await owner.from('party_expenses').insert({ party_id: partyId, description: 'Cake', estimated_cents: 8000, category: 'Bakery/Cakes' })).error,
  ).toBeNull();
  expect((await owner.rpc('set_guest_limit', { p_party_id: partyId, p_plus_ones: 2 })).error).toBeNull();
  expect((await owner.rpc('add_party_guest', { p_party_id: partyId, p_name: 'Grandma Rose', p_note: 'Needs a ramp' })).error).toBeNull();
}, 60_000);

describe('#29 the token', () => {
  it('#29 is 64 hex digits (256 random bits); a re-issued one too', async () => {
    const inv = await invite(uniqueEmail('gl-entropy'));
    expect(inv.invitation_token).toMatch(/^[0-9a-f]{64}$/);
    const again = await team.clients.owner.rpc('reissue_invitation_link', { p_invitation_id: inv.id });
    expect(again.error).toBeNull();
    expect(again.data!.invitation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(again.data!.invitation_token).not.toBe(inv.invitation_token);
  });
});

describe('#33 an answer with the link alone reaches that guest’s RSVP only', () => {
  const ip = nextIp();
  let inv: { id: string; invitation_token: string };

  beforeAll(async () => {
    inv = await invite(uniqueEmail('gl-scope'));
  });

  it('#33 Going for 3 with a plus-one and a dietary need: saved on the guest, no membership, the host sees it', async () => {
    const view = await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      state: 'open',
      answer: 'pending',
      inviter_name: 'owner guest-link',
      party: { party_name: 'Dino Night', location: LOCATION },
    });
    // Nothing a token holder has no business with: the invited address, budget, other guests.
    const text = JSON.stringify(view.body);
    for (const secret of ['gl-scope', 'Peanut allergy', 'Grandma', '500-1000', 'Cake']) expect(text).not.toContain(secret);

    const answered = await rpcFrom(ip, 'answer_guest_invitation', {
      p_token: inv.invitation_token,
      p_response: 'accepted',
      p_head_count: 3,
      p_plus_one_names: ['Sam'],
      p_dietary: 'vegetarian',
      p_note: 'See you there',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      state: 'answered',
      answer: 'accepted',
      my_details: { head_count: 3, plus_one_names: ['Sam'], dietary: 'vegetarian' },
    });

    expect(await guestRow(inv.id)).toMatchObject({ answer: 'accepted', head_count: 3, plus_one_names: ['Sam'], dietary: 'vegetarian', note: 'See you there' });
    const { data: row } = await serviceClient().from('party_invitations').select('status, invited_user_id, answered_by_link').eq('id', inv.id).single();
    expect(row).toEqual({ status: 'accepted', invited_user_id: null, answered_by_link: true });
    const members = await serviceClient().from('party_members').select('user_id').eq('party_id', partyId);
    expect(members.data!.map((m) => m.user_id).sort()).toEqual([team.ids.co_admin, team.ids.collaborator, team.ids.view_only].sort());
  });

  it('#33 the same token reaches no table, no party function and no file of the party', async () => {
    const tables = [
      'party_plans',
      'party_members',
      'party_invitations',
      'party_guests',
      'party_guest_private',
      'party_guest_settings',
      'party_chat_messages',
      'party_tasks',
      'party_expenses',
      'party_vendors',
      'party_products',
      'retired_invitation_tokens',
      'invitation_link_attempts',
    ] as const;
    const anon = anonClient();
    for (const table of tables) {
      // A public party's products are anyone's to read, and other tests make public parties as
      // this one runs: that table is asked about this (private) party only.
      const { data } =
        table === 'party_products' ? await anon.from(table).select('*').eq('party_id', partyId).limit(5) : await anon.from(table).select('*').limit(5);
      expect(data ?? [], table).toEqual([]);
    }
    const calls: Array<[string, Record<string, unknown>]> = [
      ['get_party_guests', { p_party_id: partyId }],
      ['get_party_people', { p_party_id: partyId }],
      ['get_party_calendar', { p_party_id: partyId }],
      ['get_my_rsvp', { p_party_id: partyId }],
      ['party_budget_totals', { p_party_id: partyId }],
      ['get_guest_settings', { p_party_id: partyId }],
      ['get_invitation_by_token', { p_token: inv.invitation_token }],
      ['respond_to_invitation', { p_token: inv.invitation_token, p_response: 'accepted' }],
      ['set_my_rsvp', { p_party_id: partyId, p_response: 'accepted' }],
      ['reissue_invitation_link', { p_invitation_id: inv.id }],
      ['set_address_after_answer', { p_party_id: partyId, p_on: true }],
    ];
    for (const [fn, args] of calls) {
      const r = await rpcFrom(ip, fn, args);
      // Refused, or (get_my_rsvp) nothing; never a row of the party.
      expect(
        r.status === 401 || r.status === 403 || (r.status === 200 && r.body && Object.keys(r.body).length === 0),
        `${fn}: ${r.status} ${JSON.stringify(r.body)}`,
      ).toBe(true);
    }
    const files = await anon.storage.from('party-chat-files').list(`chat-files/${partyId}`);
    expect(files.data ?? []).toEqual([]);
  });

  it('#33 over realtime, the token holder gets no change of the party while a member does', async () => {
    const anon = anonClient();
    const member = team.clients.view_only;
    const toAnon = collector<unknown>();
    const toMember = collector<string>();
    const filter = `party_id=eq.${partyId}`;
    const anonChannel = anon.channel(`gl-anon-${Date.now()}`);
    for (const table of ['party_guests', 'party_chat_messages', 'party_tasks']) {
      anonChannel.on('postgres_changes', { event: '*', schema: 'public', table, filter }, (p) => toAnon.push(p));
    }
    await subscribed(anonChannel);
    const memberChannel = member
      .channel(`gl-member-${Date.now()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'party_chat_messages', filter }, (p) =>
        toMember.push(String((p.new as { message?: string }).message)),
      );
    await subscribed(memberChannel);

    // The guest changes their own answer with the link, the host adds a task, and writes in the chat.
    expect((await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'maybe' })).status).toBe(200);
    expect((await team.clients.owner.from('party_tasks').insert({ party_id: partyId, title: 'Secret task' })).error).toBeNull();
    expect((await team.clients.owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message: 'fence 1' })).error).toBeNull();
    expect((await team.clients.owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message: 'fence 2' })).error).toBeNull();
    // Changes go out in commit order: once the member has the last one, the anon channel had its chance at all.
    await toMember.until((m) => m.includes('fence 2'), 10_000);
    expect(toAnon.items).toEqual([]);
    await anon.removeChannel(anonChannel);
    await member.removeChannel(memberChannel);
  });
});

describe('#31 lookups by token are rate-limited per client', () => {
  it('#31 the 31st lookup in a minute from one client is 429 with a reason; X-Forwarded-For does not help; another client is unaffected; it recovers', async () => {
    const ip = nextIp();
    const inv = await invite(uniqueEmail('gl-limit'));
    for (let i = 0; i < 30; i++) {
      const guess = await rpcFrom(ip, 'get_guest_invitation', { p_token: `${i}`.padStart(64, 'f') });
      expect(guess.status).toBe(200);
      expect(guess.body).toEqual({ state: 'not_found' });
    }
    const over = await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'PT429', message: 'Too many tries with invitation links from your network. Please wait a minute and try again.' });
    expect((await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'maybe' })).status).toBe(429);
    const spoofed = await fromIp(ip, `${apiUrl()}/rest/v1/rpc/get_guest_invitation`, {
      method: 'POST',
      body: { p_token: inv.invitation_token },
      headers: { authorization: `Bearer ${inject('anonKey')}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.status).toBe(429);
    expect((await rpcFrom(nextIp(), 'get_guest_invitation', { p_token: inv.invitation_token })).body).toMatchObject({ state: 'open' });
    // Nothing was answered while refused.
    expect((await serviceClient().from('party_invitations').select('status').eq('id', inv.id).single()).data).toEqual({ status: 'pending' });

    // Once the minute is over, the same client gets the invitation again. The minute is the
    // database's clock: the client's window is moved back a minute rather than waited for.
    const clientKey = createHash('sha256').update(`invitation-link-client:${ip}`).digest('hex');
    const moved = await serviceClient()
      .from('invitation_link_attempts')
      .update({ window_start: new Date(Date.now() - 61_000).toISOString() })
      .eq('client_key', clientKey)
      .select('attempts');
    expect(moved.data).toEqual([{ attempts: 30 }]);
    expect((await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token })).body).toMatchObject({ state: 'open' });
  });
});

describe('#32 a manager re-issues a guest’s link', () => {
  it('#32 the old token says it is no longer valid and answers nothing; the new one works; only managers can', async () => {
    const ip = nextIp();
    const inv = await invite(uniqueEmail('gl-reissue'));
    expect((await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'accepted' })).body).toMatchObject({ state: 'answered' });

    for (const who of ['collaborator', 'view_only', 'stranger'] as const) {
      const r = await team.clients[who].rpc('reissue_invitation_link', { p_invitation_id: inv.id });
      expect(r.error?.code, who).toBe('PT404');
    }
    const fresh = await team.clients.co_admin.rpc('reissue_invitation_link', { p_invitation_id: inv.id });
    expect(fresh.error).toBeNull();
    const newToken = fresh.data!.invitation_token;

    expect((await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token })).body).toEqual({ state: 'no_longer_valid' });
    expect((await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'declined' })).body).toEqual({
      state: 'no_longer_valid',
    });
    const signedIn = await team.clients.stranger.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
    expect(signedIn.error).toMatchObject({ code: 'P0001', message: 'This invitation is no longer valid' });
    expect((await guestRow(inv.id))?.answer).toBe('accepted');

    expect((await rpcFrom(ip, 'get_guest_invitation', { p_token: newToken })).body).toMatchObject({ state: 'answered', answer: 'accepted' });
    expect((await rpcFrom(ip, 'answer_guest_invitation', { p_token: newToken, p_response: 'declined' })).body).toMatchObject({ answer: 'declined' });
  });
});

describe('#34 the host’s choice on the address', () => {
  it('#34 off by default: the link shows the place as it is', async () => {
    const inv = await invite(uniqueEmail('gl-addr-off'));
    expect((await rpcFrom(nextIp(), 'get_guest_invitation', { p_token: inv.invitation_token })).body).toMatchObject({
      party: { location: LOCATION, address_hidden: false },
    });
    expect((await team.clients.owner.rpc('get_guest_settings', { p_party_id: partyId })).data).toMatchObject({ address_after_answer: false });
  });

  it('#34 on: the city only until Going or Maybe, for a link holder with or without an account; managers only set it', async () => {
    const ip = nextIp();
    expect((await team.clients.collaborator.rpc('set_address_after_answer', { p_party_id: partyId, p_on: true })).error?.code).toBe('42501');
    expect((await team.clients.owner.rpc('set_address_after_answer', { p_party_id: partyId, p_on: true })).error).toBeNull();
    try {
      const inv = await invite(uniqueEmail('gl-addr-on'));
      const before = await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token });
      expect(before.body).toMatchObject({ party: { location: 'Chicago, IL', address_hidden: true } });
      expect(JSON.stringify(before.body)).not.toContain('Hidden Lane');
      const withAccount = await team.clients.stranger.rpc('get_invitation_by_token', { p_token: inv.invitation_token });
      expect(withAccount.data).toMatchObject({ party: { location: 'Chicago, IL', address_hidden: true } });
      expect(JSON.stringify(withAccount.data)).not.toContain('Hidden Lane');

      const declined = await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'declined' });
      expect(declined.body).toMatchObject({ answer: 'declined', party: { location: 'Chicago, IL' } });
      const maybe = await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'maybe' });
      expect(maybe.body).toMatchObject({ answer: 'maybe', party: { location: LOCATION, address_hidden: false } });
      expect((await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token })).body).toMatchObject({ party: { location: LOCATION } });
    } finally {
      await team.clients.owner.rpc('set_address_after_answer', { p_party_id: partyId, p_on: false });
    }
  });
});

describe('an answer given with the link becomes a membership on a confirmed matching account only', () => {
  const ip = nextIp();

  /** A client for an account whose address is not confirmed (made by the service role), with a token naming that address. */
  async function unconfirmedAccount(email: string): Promise<{ client: Client; userId: string }> {
    const made = await serviceClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: false });
    if (made.error) throw made.error;
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { sub: made.data.user!.id, email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, app_metadata: { provider: 'email' } },
      DEFAULT_JWT_SECRET,
    );
    const client = createClient<Database>(apiUrl(), inject('anonKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
      accessToken: async () => token,
    });
    return { client, userId: made.data.user!.id };
  }

  it('#4 Going, then a confirmed account with the invited address: a member at the invitation’s level, the answer kept', async () => {
    const email = uniqueEmail('gl-convert');
    const inv = await invite(email, 'collaborator');
    await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'accepted', p_head_count: 2, p_dietary: 'no nuts' });

    const other = await signedInClient('gl-convert-other');
    expect((await other.client.rpc('link_my_invitations')).data).toBe(0);
    expect(await memberLevel(other.userId)).toBeNull();

    const unconfirmed = await unconfirmedAccount(email);
    expect((await unconfirmed.client.rpc('link_my_invitations')).data).toBe(0);
    expect(await memberLevel(unconfirmed.userId)).toBeNull();
    await serviceClient().auth.admin.deleteUser(unconfirmed.userId);

    const anon = anonClient();
    const signUp = await anon.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const { client, userId } = { client: anon, userId: signUp.data.user!.id };
    expect((await client.rpc('link_my_invitations')).data).toBeGreaterThanOrEqual(1);
    expect(await memberLevel(userId)).toBe('collaborator');
    expect((await client.rpc('get_my_rsvp', { p_party_id: partyId })).data).toMatchObject({ status: 'accepted', head_count: 2, dietary: 'no nuts' });
    expect(await guestRow(inv.id)).toMatchObject({ answer: 'accepted', head_count: 2, dietary: 'no nuts' });
    // From now on the answer is the account's: the link alone no longer changes it.
    expect((await rpcFrom(ip, 'get_guest_invitation', { p_token: inv.invitation_token })).body).toEqual({ state: 'account' });
    const change = await rpcFrom(ip, 'answer_guest_invitation', { p_token: inv.invitation_token, p_response: 'declined' });
    // 42501 without a session: PostgREST's 401.
    expect(change).toMatchObject({ status: 401, body: { code: '42501', message: 'You answered with your account: sign in to change your answer' } });
    expect(await memberLevel(userId)).toBe('collaborator');
  });

  it('#4 Maybe becomes a view-only member; Can’t go no membership', async () => {
    const maybeEmail = uniqueEmail('gl-convert-maybe');
    const noEmail = uniqueEmail('gl-convert-no');
    const maybeInv = await invite(maybeEmail, 'co_admin');
    const noInv = await invite(noEmail, 'collaborator');
    await rpcFrom(ip, 'answer_guest_invitation', { p_token: maybeInv.invitation_token, p_response: 'maybe' });
    await rpcFrom(ip, 'answer_guest_invitation', { p_token: noInv.invitation_token, p_response: 'declined' });
    for (const [email, level] of [
      [maybeEmail, 'view_only'],
      [noEmail, null],
    ] as const) {
      const anon = anonClient();
      const signUp = await anon.auth.signUp({ email, password: PASSWORD });
      expect(signUp.error).toBeNull();
      await anon.rpc('link_my_invitations');
      expect(await memberLevel(signUp.data.user!.id), email).toBe(level);
    }
  });
});
