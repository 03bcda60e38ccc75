// Realtime against the running stack with the unmodified supabase-js: postgres_changes under the
// migrations' row-level security, presence, broadcast and reconnection.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { serviceClient, signedInClient, uniqueEmail, anonClient, PASSWORD } from './clients.ts';
import { collector, deliveryFence, rejoining, subscribed } from './realtime-helpers.ts';

type Client = SupabaseClient<Database>;
type Row = Record<string, unknown>;
type Change = { eventType: string; new: Row; old: Row; schema: string; table: string; commit_timestamp: string; errors: unknown };

const all: Client[] = [];
let a: { client: Client; userId: string };
let b: { client: Client; userId: string };
let c: { client: Client; userId: string };
let partyId: string;
let otherPartyId: string;

async function post(who: { client: Client; userId: string }, message: string, party = partyId) {
  const { data, error } = await who.client
    .from('party_chat_messages')
    .insert({ party_id: party, user_id: who.userId, message, message_type: 'text' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function createParty(owner: { client: Client; userId: string }, members: { userId: string }[]) {
  const { data, error } = await owner.client
    .from('party_plans')
    .insert({ user_id: owner.userId, party_type: 'Birthday Party', location: 'Chicago, IL', guest_count: 10, is_public: false })
    .select('id')
    .single();
  if (error) throw error;
  if (members.length) {
    // Memberships come from accepted invitations (the API refuses inserts); the service role stands in.
    const m = await serviceClient()
      .from('party_members')
      .insert(members.map((x) => ({ party_id: data.id, user_id: x.userId, permission_level: 'collaborator' as const })));
    if (m.error) throw m.error;
  }
  return data.id;
}

beforeAll(async () => {
  [a, b, c] = await Promise.all([signedInClient('rt-a', 'Ada'), signedInClient('rt-b', 'Ben'), signedInClient('rt-c', 'Cy')]);
  all.push(a.client, b.client, c.client);
  partyId = await createParty(a, [b]);
  otherPartyId = await createParty(c, []);
});

afterAll(async () => {
  await Promise.all(all.map((x) => x.removeAllChannels()));
});

describe('postgres_changes on party_chat_messages', () => {
  test("member B gets A's chat insert within 1 s; stranger C with the same filter gets nothing", async () => {
    const gotB = collector<Change>();
    const gotC = collector<Change>();
    const filter = { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${partyId}` } as const;
    await subscribed(b.client.channel(`chat-b-${partyId}`).on('postgres_changes', filter, gotB.push));
    await subscribed(c.client.channel(`chat-c-${partyId}`).on('postgres_changes', filter, gotC.push));
    const fence = await deliveryFence(c);

    const t0 = Date.now();
    const id = await post(a, 'Hello from A');
    const [change] = await gotB.until((i) => i.length === 1, 1000);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(change).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'party_chat_messages',
      errors: null,
      old: {},
      new: { id, party_id: partyId, user_id: a.userId, message: 'Hello from A', message_type: 'text', file_url: null },
    });
    expect(Date.parse(change.commit_timestamp)).not.toBeNaN();
    await fence.pass();
    expect(gotC.items).toEqual([]);
    await fence.close();
  });

  test('filters in and neq', async () => {
    const inList = collector<Change>();
    const notA = collector<Change>();
    await subscribed(
      b.client
        .channel(`chat-filters-${partyId}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=in.(${partyId},${otherPartyId})` },
          inList.push,
        )
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `user_id=neq.${a.userId}` }, notA.push),
    );
    const fence = await deliveryFence(b);
    await post(a, 'from A');
    await post(b, 'from B');
    await fence.pass();
    await fence.close();
    expect(inList.items.map((x) => x.new.message)).toEqual(['from A', 'from B']);
    expect(notA.items.map((x) => x.new.message)).toEqual(['from B']);
  });

  test('a client whose socket is closed reconnects, rejoins and keeps receiving', async () => {
    const got = collector<Change>();
    const channel = await rejoining(
      b.client
        .channel(`chat-reconnect-${partyId}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${partyId}` }, got.push),
    );
    await post(a, 'before the drop');
    await got.until((i) => i.length === 1);
    // Drop the connection abruptly, as a network failure would.
    const socket = (
      b.client.realtime as unknown as { socketAdapter: { getSocket(): { conn: { terminate?: () => void; close(): void } } } }
    ).socketAdapter.getSocket();
    const conn = socket.conn;
    const rejoined = channel.rejoined();
    if (conn.terminate) conn.terminate();
    else conn.close();
    await rejoined;
    await post(a, 'after the drop');
    await got.until((i) => i.some((x) => x.new.message === 'after the drop'), 5000);
  }, 15_000);
});

describe('changes from other sources', () => {
  test('a row written by a database trigger (profile created on sign-up) reaches a subscriber', async () => {
    const svc = serviceClient();
    all.push(svc);
    const email = uniqueEmail('rt-trigger');
    const got = collector<Change>();
    await subscribed(
      svc.channel('profiles-insert').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'profiles', filter: `email=eq.${email}` }, got.push),
    );
    const anon = anonClient();
    all.push(anon);
    const { data, error } = await anon.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Trigger Made' } } });
    expect(error).toBeNull();
    const [change] = await got.until((i) => i.length === 1);
    expect(change.new).toMatchObject({ id: data.user!.id, email });
  });
});

describe('profiles', () => {
  test('a profile UPDATE reaches its owner', async () => {
    const got = collector<Change>();
    await subscribed(
      a.client.channel('own-profile').on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${a.userId}` }, got.push),
    );
    const { error } = await a.client.from('profiles').update({ bio: 'Loves confetti' }).eq('id', a.userId);
    expect(error).toBeNull();
    const [change] = await got.until((i) => i.length === 1);
    expect(change).toMatchObject({ eventType: 'UPDATE', new: { id: a.userId, bio: 'Loves confetti' }, old: { id: a.userId } });
  });
});

describe('presence and broadcast', () => {
  test('presence shows two members online, then one after the other leaves', async () => {
    const topic = `presence-${partyId}`;
    const chA = a.client.channel(topic, { config: { presence: { key: a.userId } } });
    const counts = collector<string[]>();
    chA.on('presence', { event: 'sync' }, () => counts.push(Object.keys(chA.presenceState()).sort()));
    await subscribed(chA);
    expect(await chA.track({ name: 'Ada', online_at: new Date().toISOString() })).toBe('ok');
    const chB = b.client.channel(topic, { config: { presence: { key: b.userId } } });
    chB.on('presence', { event: 'sync' }, () => undefined);
    await subscribed(chB);
    expect(await chB.track({ name: 'Ben' })).toBe('ok');
    await counts.until((i) => i.at(-1)?.length === 2);
    expect(chA.presenceState()[b.userId][0]).toMatchObject({ name: 'Ben' });
    await b.client.removeChannel(chB);
    await counts.until((i) => JSON.stringify(i.at(-1)) === JSON.stringify([a.userId]));
  });

  test("the party chat's private channel: members join and share presence; a stranger, a visitor and a removed member are refused", async () => {
    const topic = `party-chat:${partyId}`;
    const chA = a.client.channel(topic, { config: { private: true, presence: { key: a.userId } } });
    const seen = collector<string[]>();
    chA.on('presence', { event: 'sync' }, () => seen.push(Object.keys(chA.presenceState()).sort()));
    await subscribed(chA);
    expect(await chA.track({ user_id: a.userId })).toBe('ok');
    const chB = b.client.channel(topic, { config: { private: true, presence: { key: b.userId } } });
    await subscribed(chB);
    expect(await chB.track({ user_id: b.userId })).toBe('ok');
    await seen.until((i) => i.at(-1)?.length === 2);

    // A signed-in stranger and a visitor cannot join, so they never see who is online.
    const refused = (client: Client, name = topic) =>
      new Promise<string>((resolve) =>
        client.channel(name, { config: { private: true, presence: { key: 'x' } } }).subscribe((status, err) => {
          if (status !== 'SUBSCRIBED') resolve(`${status} ${err?.message ?? ''}`);
          else resolve('SUBSCRIBED');
        }),
      );
    expect(await refused(c.client)).toMatch(/CHANNEL_ERROR .*Unauthorized: You do not have permissions to read from this Channel topic/);
    const visitor = anonClient();
    all.push(visitor);
    expect(await refused(visitor)).toMatch(/CHANNEL_ERROR .*Unauthorized/);
    // Any other private topic (here a malformed chat topic) has no policy, so it is refused too.
    expect(await refused(a.client, 'party-chat:not-a-party')).toMatch(/CHANNEL_ERROR .*Unauthorized/);

    // Removed from the party: the next token (a refresh) ends B's channel, and B drops out of presence.
    const closed = collector<string>();
    chB.on('system', {}, (m: { status?: string; message?: string }) => m.status === 'error' && closed.push(m.message ?? ''));
    const removed = await serviceClient().from('party_members').delete().eq('party_id', partyId).eq('user_id', b.userId);
    expect(removed.error).toBeNull();
    const refreshed = await b.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    await b.client.realtime.setAuth(refreshed.data.session!.access_token);
    const [message] = await closed.until((i) => i.length === 1);
    expect(message).toContain('You do not have permissions to read from this Channel topic');
    await seen.until((i) => JSON.stringify(i.at(-1)) === JSON.stringify([a.userId]));
    // Put B back for the tests that follow.
    expect((await serviceClient().from('party_members').insert({ party_id: partyId, user_id: b.userId, permission_level: 'collaborator' })).error).toBeNull();
  });

  test('broadcast between two clients', async () => {
    const topic = `cursor-${partyId}`;
    const gotB = collector<{ event: string; payload: unknown }>();
    const chA = await subscribed(a.client.channel(topic, { config: { broadcast: { ack: true } } }));
    await subscribed(b.client.channel(topic).on('broadcast', { event: 'typing' }, gotB.push));
    expect(await chA.send({ type: 'broadcast', event: 'typing', payload: { who: 'Ada' } })).toBe('ok');
    const [m] = await gotB.until((i) => i.length === 1);
    expect(m).toMatchObject({ event: 'typing', payload: { who: 'Ada' } });
  });
});
