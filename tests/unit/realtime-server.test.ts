// The Realtime server in-process: PGlite with bootstrap.sql + realtime.sql and a fixture table under
// row-level security, a bare http.Server on port 0, and the unmodified realtime-js client.
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET, type StackConfig } from '../../supabase/local/config.ts';
import type { Database } from '../../supabase/local/db/index.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import { signJwt, wellKnownKeys } from '../../supabase/local/jwt.ts';
import { attachRealtime } from '../../supabase/local/realtime/index.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const OTHER_ROOM = '22222222-2222-4222-8222-222222222222';
const ALICE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const CAROL = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

let dir: string;
let db: Database;
let server: http.Server;
let stop: () => Promise<void>;
let url: string;
let anonKey: string;
const clients: RealtimeClient[] = [];

const userToken = (sub: string, expiresIn = 3600) =>
  signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + expiresIn }, DEFAULT_JWT_SECRET);

async function client(token?: string, opts: { vsn?: string; heartbeatIntervalMs?: number } = {}): Promise<RealtimeClient> {
  // The server here drops sockets silent for 1.5 s, so clients heartbeat faster than realtime-js's 25 s.
  const c = new RealtimeClient(url, { params: { apikey: anonKey }, transport: WebSocket as never, heartbeatIntervalMs: 400, ...opts });
  if (token) await c.setAuth(token);
  clients.push(c);
  return c;
}

function subscribed(ch: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) =>
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(ch);
      else reject(err ?? new Error(status));
    }),
  );
}

/** Collects callback payloads; `next()` waits for the next one. */
function collector<T = Record<string, unknown>>() {
  const items: T[] = [];
  const waiters: ((v: T) => void)[] = [];
  return {
    items,
    push: (v: T) => {
      items.push(v);
      waiters.splice(0).forEach((w) => w(v));
    },
    until: (pred: (items: T[]) => boolean, ms = 2000) =>
      new Promise<T[]>((resolve, reject) => {
        const check = () => pred(items) && (clearInterval(t), clearTimeout(to), resolve(items));
        const t = setInterval(check, 10);
        const to = setTimeout(() => (clearInterval(t), reject(new Error(`timed out; got ${JSON.stringify(items)}`))), ms);
        check();
      }),
  };
}

/**
 * A proof that something did NOT reach a client: changes go out in commit order over each
 * connection, so once a row inserted afterwards into public.fence has reached that client, anything
 * before it would have arrived too. Subscribe before the thing under test; `pass()` after it.
 */
async function fenceFor(c: RealtimeClient) {
  const mark = `fence-${Math.random().toString(36).slice(2)}`;
  const seen = collector();
  const ch = await subscribed(
    c.channel(mark).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'fence', filter: `mark=eq.${mark}` }, seen.push),
  );
  return {
    async pass() {
      const before = seen.items.length;
      await db.query('insert into public.fence (mark) values ($1)', [mark]);
      await seen.until((i) => i.length > before);
      await c.removeChannel(ch);
    },
  };
}

/** Subscribes and keeps every status, so a test can wait for realtime-js to join again after a drop. */
async function rejoining(ch: RealtimeChannel) {
  const statuses = collector<string>();
  ch.subscribe((status) => statuses.push(status));
  await statuses.until((s) => s.includes('SUBSCRIBED'));
  return {
    rejoined(ms = 8000) {
      const seen = statuses.items.length;
      return statuses.until((s) => s.slice(seen).includes('SUBSCRIBED'), ms);
    },
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-unit-'));
  db = await openPglite(dir);
  const here = path.resolve(import.meta.dirname, '../../supabase/local/db');
  await db.exec(fs.readFileSync(path.join(here, 'bootstrap.sql'), 'utf8'));
  await db.exec(fs.readFileSync(path.join(here, 'realtime.sql'), 'utf8'));
  await db.exec(`
    create table public.room_members (room_id uuid not null, user_id uuid not null, primary key (room_id, user_id));
    create table public.messages (
      id bigint generated always as identity primary key,
      room_id uuid not null,
      user_id uuid not null,
      body text not null,
      n int not null default 0,
      tags text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    alter table public.messages enable row level security;
    create policy "members read" on public.messages for select to authenticated
      using (exists (select 1 from public.room_members m where m.room_id = messages.room_id and m.user_id = auth.uid()));
    create policy "members post" on public.messages for insert to authenticated
      with check (user_id = auth.uid());
    create policy "authors edit" on public.messages for update to authenticated using (user_id = auth.uid());
    create function public.post_as_system(p_room uuid, p_body text) returns void
      language sql security definer set search_path = '' as $$
        insert into public.messages (room_id, user_id, body) values (p_room, '${ALICE}', p_body) $$;
    insert into public.room_members values ('${ROOM}', '${ALICE}'), ('${ROOM}', '${BOB}'), ('${OTHER_ROOM}', '${CAROL}');
    create table public.staff_notes (id int primary key, note text);
    revoke select on public.staff_notes from anon;
    create table public.fence (id int generated always as identity primary key, mark text not null);
    grant select on public.fence to anon, authenticated;
    alter publication supabase_realtime add table public.messages, public.staff_notes, public.fence;
  `);
  const keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  anonKey = keys.anonKey;
  server = http.createServer((_req, res) => res.writeHead(404).end());
  const config = { jwtSecret: DEFAULT_JWT_SECRET } as StackConfig;
  stop = await attachRealtime(server, { config, db, ...keys }, { heartbeatTimeoutMs: 1500 });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/realtime/v1`;
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await stop?.();
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}, 30_000);

async function insertAs(sub: string, body: string, room = ROOM, n = 0) {
  const { asRole } = await import('../../supabase/local/db/index.ts');
  return asRole(db, { sub, role: 'authenticated' }, (tx) =>
    tx.query<{ id: string }>('insert into public.messages (room_id, user_id, body, n) values ($1, $2, $3, $4) returning id::text', [room, sub, body, n]),
  );
}

describe('postgres_changes', () => {
  test('a member gets an insert with the payload realtime-js expects; a stranger with the same filter does not', async () => {
    const bob = collector();
    const carol = collector();
    const filter = { event: 'INSERT', schema: 'public', table: 'messages', filter: `room_id=eq.${ROOM}` } as const;
    await subscribed((await client(await userToken(BOB))).channel('b1').on('postgres_changes', filter, bob.push));
    const carolClient = await client(await userToken(CAROL));
    await subscribed(carolClient.channel('c1').on('postgres_changes', filter, carol.push));
    const fence = await fenceFor(carolClient);

    const t0 = Date.now();
    await insertAs(ALICE, 'hello');
    const [p] = await bob.until((i) => i.length === 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(p).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: { room_id: ROOM, user_id: ALICE, body: 'hello', n: 0, tags: [] },
    });
    expect(p.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof (p.new as { id: unknown }).id).toBe('number');
    await fence.pass();
    expect(carol.items).toEqual([]);
  });

  test('changes from plain SQL and from a security definer function reach subscribers; rolled back ones do not', async () => {
    const bob = collector();
    await subscribed((await client(await userToken(BOB))).channel('b2').on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, bob.push));
    await db.query(`insert into public.messages (room_id, user_id, body) values ($1, $2, 'plain sql')`, [ROOM, ALICE]);
    await db.query(`select public.post_as_system($1, 'via rpc')`, [ROOM]);
    await db
      .transaction(async (tx) => {
        await tx.query(`insert into public.messages (room_id, user_id, body) values ($1, $2, 'rolled back')`, [ROOM, ALICE]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await insertAs(ALICE, 'after');
    const got = await bob.until((i) => i.length === 3);
    expect(got.map((p) => (p.new as { body: string }).body)).toEqual(['plain sql', 'via rpc', 'after']);
  });

  test('UPDATE and DELETE payloads; DELETE carries only the old primary key', async () => {
    const bob = collector();
    await subscribed(
      (await client(await userToken(BOB)))
        .channel('b3')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages' }, bob.push)
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, bob.push),
    );
    const { rows } = await insertAs(ALICE, 'to edit');
    const id = Number(rows[0].id);
    await db.query(`update public.messages set body = 'edited' where id = $1`, [id]);
    // Visibility is checked against the row as it is at delivery (as Supabase's walrus does), so an
    // update whose row is already gone is not delivered: let it go out before deleting.
    await bob.until((i) => i.length === 1);
    await db.query(`delete from public.messages where id = $1`, [id]);
    const got = await bob.until((i) => i.length === 2);
    expect(got[0]).toMatchObject({ eventType: 'UPDATE', new: { id, body: 'edited' }, old: { id } });
    expect(got[1]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(got[1].old as object)).toEqual(['id']);
  });

  test('filters in and neq; several bindings on one channel each get their own events', async () => {
    const inList = collector();
    const notFive = collector();
    const bobClient = await client(await userToken(BOB));
    const fence = await fenceFor(bobClient);
    await subscribed(
      bobClient
        .channel('b4')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: 'n=in.(1,2)' }, inList.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: 'n=neq.5' }, notFive.push),
    );
    for (const n of [1, 5, 2, 7]) await insertAs(ALICE, `n${n}`, ROOM, n);
    await fence.pass();
    expect(inList.items.map((p) => (p.new as { n: number }).n)).toEqual([1, 2]);
    expect(notFive.items.map((p) => (p.new as { n: number }).n)).toEqual([1, 2, 7]);
  });

  test('a table added to the publication later is captured (event trigger)', async () => {
    await db.exec(`create table public.late (id int primary key, v text); alter publication supabase_realtime add table public.late;`);
    const got = collector();
    await subscribed((await client(await userToken(BOB))).channel('b5').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'late' }, got.push));
    await db.exec(`insert into public.late values (1, 'x')`);
    expect((await got.until((i) => i.length === 1))[0]).toMatchObject({ new: { id: 1, v: 'x' } });
  });

  test('an unknown table or a bad filter gives a system error, and the join still succeeds', async () => {
    const sys = collector();
    const ch = (await client(await userToken(BOB)))
      .channel('b6')
      .on('system', {}, sys.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'nope' }, () => undefined);
    await subscribed(ch);
    const [m] = await sys.until((i) => i.length === 1);
    expect(m).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(m.message)).toMatch(/nope/);
  });

  test('a subscriber whose check fails (no SELECT grant) gets nothing; the others still get the change', async () => {
    const anon = collector();
    const bob = collector();
    const spec = { event: 'INSERT', schema: 'public', table: 'staff_notes' } as const;
    const anonClient = await client();
    await subscribed(anonClient.channel('anon-notes').on('postgres_changes', spec, anon.push));
    const fence = await fenceFor(anonClient);
    await subscribed((await client(await userToken(BOB))).channel('bob-notes').on('postgres_changes', spec, bob.push));
    await db.exec(`insert into public.staff_notes values (1, 'for staff')`);
    expect((await bob.until((i) => i.length === 1))[0]).toMatchObject({ new: { id: 1, note: 'for staff' } });
    await fence.pass();
    expect(anon.items).toEqual([]);
  });

  test('the queue is trimmed after delivery', async () => {
    // Everything queued before the fence has been taken by the time it arrives.
    await (await fenceFor(await client(await userToken(BOB)))).pass();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from realtime.changes');
    expect(rows[0].n).toBe(0);
  });
});

describe('auth', () => {
  test('an expired or forged token is refused at join with a reason', async () => {
    const expired = await client(await userToken(BOB, -10));
    const err = await subscribed(expired.channel('x1')).catch((e: Error) => e);
    expect(String(err)).toMatch(/Token has expired/);
    const forged = await client(await signJwt({ sub: BOB, role: 'authenticated', exp: 2e9 }, 'x'.repeat(40)));
    const err2 = await subscribed(forged.channel('x2')).catch((e: Error) => e);
    expect(String(err2)).toMatch(/JwtSignatureError/);
  });

  test('a token that expires closes the channel with a system message; a refreshed one keeps it', async () => {
    // Two tokens that end in the same second: one is refreshed, the other's end is the moment both have passed.
    const exp = Math.floor(Date.now() / 1000) + 2;
    const endingToken = () => signJwt({ sub: BOB, role: 'authenticated', aud: 'authenticated', exp }, DEFAULT_JWT_SECRET);
    const keep = await client(await endingToken());
    const bob = collector();
    await subscribed(keep.channel('x4').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, bob.push));
    await keep.setAuth(await userToken(BOB, 3600));

    const sys = collector();
    const statuses = collector<string>();
    const c = await client(await endingToken());
    c.channel('x3')
      .on('system', {}, sys.push)
      .subscribe((s) => statuses.push(s));
    await statuses.until((s) => s.includes('SUBSCRIBED'));
    const [m] = await sys.until((i) => i.length === 1, 5000);
    expect(m).toMatchObject({ extension: 'system', status: 'error', message: expect.stringMatching(/Token has expired/) });
    await statuses.until((s) => s.includes('CLOSED'));

    await insertAs(ALICE, 'still here');
    await bob.until((i) => i.length === 1);
  }, 10_000);
});

describe('broadcast and presence', () => {
  test('broadcast reaches the others, not the sender unless self; ack resolves send', async () => {
    const a = await client(await userToken(ALICE));
    const b = await client(await userToken(BOB));
    const gotA = collector();
    const gotB = collector();
    const chA = await subscribed(a.channel('room-bc', { config: { broadcast: { ack: true } } }).on('broadcast', { event: 'ping' }, gotA.push));
    const chB = await subscribed(b.channel('room-bc', { config: { broadcast: { self: true } } }).on('broadcast', { event: 'ping' }, gotB.push));
    expect(await chA.send({ type: 'broadcast', event: 'ping', payload: { from: 'a' } })).toBe('ok');
    await gotB.until((i) => i.length === 1);
    expect(gotB.items[0]).toEqual({ type: 'broadcast', event: 'ping', payload: { from: 'a' } });
    await chB.send({ type: 'broadcast', event: 'ping', payload: { from: 'b' } });
    await gotB.until((i) => i.length === 2);
    // A's own ping went out before B's: had it come back to A, it would be first here.
    await gotA.until((i) => i.length === 1);
    expect(gotA.items.map((p) => (p.payload as { from: string }).from)).toEqual(['b']);
  });

  test('vsn 1.0.0 clients interoperate', async () => {
    const v1 = await client(await userToken(ALICE), { vsn: '1.0.0' });
    const v2 = await client(await userToken(BOB));
    const got1 = collector();
    const got2 = collector();
    const ch1 = await subscribed(v1.channel('mixed').on('broadcast', { event: 'm' }, got1.push));
    const ch2 = await subscribed(v2.channel('mixed').on('broadcast', { event: 'm' }, got2.push));
    await ch1.send({ type: 'broadcast', event: 'm', payload: { v: 1 } });
    await ch2.send({ type: 'broadcast', event: 'm', payload: { v: 2 } });
    expect((await got2.until((i) => i.length === 1))[0].payload).toEqual({ v: 1 });
    expect((await got1.until((i) => i.length === 1))[0].payload).toEqual({ v: 2 });
  });

  test('presence: two online, then one after the other leaves', async () => {
    const a = await client(await userToken(ALICE));
    const b = await client(await userToken(BOB));
    const chA = a.channel('room-p', { config: { presence: { key: ALICE } } });
    const syncs = collector<number>();
    chA.on('presence', { event: 'sync' }, () => syncs.push(Object.keys(chA.presenceState()).length));
    await subscribed(chA);
    expect(await chA.track({ name: 'Alice' })).toBe('ok');
    const chB = await subscribed(b.channel('room-p', { config: { presence: { key: BOB } } }).on('presence', { event: 'sync' }, () => undefined));
    await chB.track({ name: 'Bob' });
    await syncs.until((i) => i.at(-1) === 2);
    expect(chA.presenceState()[BOB][0]).toMatchObject({ name: 'Bob', presence_ref: expect.any(String) });
    expect(Object.keys(chB.presenceState()).sort()).toEqual([ALICE, BOB].sort());
    await b.removeChannel(chB);
    await syncs.until((i) => i.at(-1) === 1);
    expect(Object.keys(chA.presenceState())).toEqual([ALICE]);
  });
});

describe('connection handling', () => {
  function raw(query = `apikey=${anonKey}&vsn=2.0.0`): Promise<WebSocket> {
    const ws = new WebSocket(`${url}/websocket?${query}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  }
  const nextMessage = (ws: WebSocket) => new Promise<unknown>((r) => ws.once('message', (d) => r(JSON.parse(String(d)))));
  const closed = (ws: WebSocket) => new Promise<number>((r) => ws.once('close', (code) => r(code)));

  test('heartbeat is answered; pushes to an unjoined topic get an error reply', async () => {
    const ws = await raw();
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await nextMessage(ws)).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.send(JSON.stringify(['9', '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
    expect(await nextMessage(ws)).toEqual(['9', '2', 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
    ws.close();
  });

  test('bad frames close that socket only; huge frames too; a missing apikey is refused', async () => {
    const bad = await raw();
    bad.send('{not json');
    expect(await closed(bad)).toBe(1007);
    const huge = await raw();
    huge.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(2 * 1024 * 1024) }]));
    expect(await closed(huge)).toBe(1009);
    await expect(raw('vsn=2.0.0')).rejects.toThrow(/401/);
    const ok = await raw();
    ok.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await nextMessage(ok)).toMatchObject([null, '1', 'phoenix', 'phx_reply', { status: 'ok' }]);
    ok.close();
  });

  test('a silent socket is dropped after the heartbeat timeout and its presence cleaned up', async () => {
    const watcher = await client(await userToken(ALICE));
    const chW = watcher.channel('room-hb', { config: { presence: { key: 'w' } } });
    const syncs = collector<string[]>();
    chW.on('presence', { event: 'sync' }, () => syncs.push(Object.keys(chW.presenceState()).sort()));
    await subscribed(chW);
    await chW.track({});

    const ws = await raw();
    ws.send(
      JSON.stringify(['1', '1', 'realtime:room-hb', 'phx_join', { config: { presence: { key: 'ghost', enabled: true } }, access_token: await userToken(BOB) }]),
    );
    await nextMessage(ws);
    ws.send(JSON.stringify(['1', '2', 'realtime:room-hb', 'presence', { type: 'presence', event: 'track', payload: {} }]));
    await syncs.until((i) => i.some((k) => k.includes('ghost')));
    const code = await closed(ws);
    expect(code).toBe(1006);
    await syncs.until((i) => JSON.stringify(i.at(-1)) === '["w"]');
  }, 10_000);

  test('a client whose socket dropped reconnects, rejoins and keeps receiving', async () => {
    const c = await client(await userToken(BOB), { heartbeatIntervalMs: 500 });
    const bob = collector();
    const channel = await rejoining(c.channel('b-re').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, bob.push));
    await insertAs(ALICE, 'before');
    await bob.until((i) => i.length === 1);
    const rejoined = channel.rejoined();
    // Kill the underlying connection the way a network drop would.
    (c as unknown as { socketAdapter: { getSocket(): { conn: { _socket: { destroy(): void } } } } }).socketAdapter.getSocket().conn._socket.destroy();
    await rejoined;
    await insertAs(ALICE, 'after');
    await bob.until((i) => i.length === 2, 4000);
    expect((bob.items[1].new as { body: string }).body).toBe('after');
  }, 10_000);
});
