// One request must not stop the local stack: it is one Node process on single-threaded PGlite, so a
// slow filter or statement stalls every service. Realtime filters run no client regular
// expression; REST reads are capped by max_rows, by the shape of the query and by a budget of
// embedded rows, and answer a clear error instead of holding the database.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../../supabase/local/config.ts';
import { wellKnownKeys } from '../../../supabase/local/jwt.ts';
import { apiUrl, serviceClient } from '../clients.ts';
import { makeParty, makeTeam, type Team } from '../fixtures.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';
import { collector, deliveryFence, subscribed } from '../realtime-helpers.ts';
import { send } from '../send.ts';

type Row = Record<string, unknown>;
type Change = { eventType: string; new: Row; old: Row };
type System = { extension?: string; status?: string; message?: string };

/** Milliseconds a plain REST read takes to answer. */
async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const r = await fetch(url, { headers });
  await r.arrayBuffer();
  return { ms: performance.now() - t0, status: r.status };
}

/** Plain reads, one after the other, for as long as `until` is pending (at least one): their latencies. */
async function readsUntil(until: Promise<unknown>, url: (i: number) => string, headers: Record<string, string>): Promise<number[]> {
  let done = false;
  const settled = until.finally(() => (done = true));
  const latencies: number[] = [];
  do {
    const r = await timedGet(url(latencies.length), headers);
    expect(r.status).toBe(200);
    latencies.push(r.ms);
  } while (!done);
  await settled;
  return latencies;
}

describe('#11 Realtime filters', () => {
  let team: Team;
  let partyId: string;

  beforeAll(async () => {
    team = await makeTeam('dos-rt');
    partyId = await makeParty(team);
  });

  afterAll(async () => {
    await Promise.all(Object.values(team.clients).map((c) => c.removeAllChannels()));
  });

  it("#11 a match filter is refused with Realtime's error and the stack keeps answering while chat goes on", async () => {
    const sys = collector<System>();
    const got = collector<Change>();
    const ch = team.clients.stranger
      .channel(`dos-match-${partyId}`)
      .on('system', {}, sys.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: 'message=match.(a+)+$' }, got.push);
    await subscribed(ch);
    const [m] = await sys.until((i) => i.length > 0);
    expect(m).toMatchObject({ extension: 'postgres_changes', status: 'error', message: 'Error parsing `filter` params: ["match", "(a+)+$"]' });
    const fence = await deliveryFence({ client: team.clients.stranger, userId: team.ids.stranger });

    // A message that makes a backtracking regex run for seconds, then plain reads until the change
    // has gone through the feed (the fence behind it has arrived).
    const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const post = await team.clients.owner
      .from('party_chat_messages')
      .insert({ party_id: partyId, user_id: team.ids.owner, message: `${'a'.repeat(30)}!`, message_type: 'text' });
    expect(post.error).toBeNull();
    const latencies = await readsUntil(fence.pass(), (i) => `${apiUrl()}/rest/v1/party_templates?select=id&limit=${i + 1}`, headers);
    await fence.close();
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(got.items).toEqual([]);
  });

  it('#11 like still filters, in linear time: a pattern that makes a backtracking regex explode stalls nothing', async () => {
    const like = collector<Change>();
    const sys = collector<System>();
    const slow = collector<Change>();
    await subscribed(
      team.clients.view_only
        .channel(`dos-like-${partyId}`)
        .on('system', {}, sys.push)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${partyId},message=like.*cake*` },
          like.push,
        )
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: 'message=like.*a*a*a*a*a*a*a*b' }, slow.push),
    );
    expect((await sys.until((i) => i.length > 0))[0]).toMatchObject({ status: 'ok' });
    const fence = await deliveryFence({ client: team.clients.view_only, userId: team.ids.view_only });
    const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    for (const message of ['a'.repeat(48), 'chocolate cake please']) {
      const r = await team.clients.owner.from('party_chat_messages').insert({ party_id: partyId, user_id: team.ids.owner, message, message_type: 'text' });
      expect(r.error).toBeNull();
    }
    const latencies = await readsUntil(fence.pass(), (i) => `${apiUrl()}/rest/v1/party_templates?select=id&limit=${i + 1}`, headers);
    await fence.close();
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(like.items.map((c) => c.new.message)).toEqual(['chocolate cake please']);
    expect(slow.items).toEqual([]);
  });

  it('#11 a delete event carries only the id and ignores filters, so a filter cannot probe a deleted row', async () => {
    const { data: msg, error } = await team.clients.owner
      .from('party_chat_messages')
      .insert({ party_id: partyId, user_id: team.ids.owner, message: 'Surprise: the venue is the zoo', message_type: 'text' })
      .select('id')
      .single();
    expect(error).toBeNull();

    const member = collector<Change>();
    const guessRight = collector<Change>();
    const guessWrong = collector<Change>();
    await subscribed(
      team.clients.view_only
        .channel(`dos-del-m-${partyId}`)
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${partyId}` }, member.push),
    );
    await subscribed(
      team.clients.stranger
        .channel(`dos-del-s-${partyId}`)
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'party_chat_messages', filter: 'message=eq.Surprise: the venue is the zoo' },
          guessRight.push,
        )
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'party_chat_messages', filter: 'message=eq.Surprise: the venue is the park' },
          guessWrong.push,
        ),
    );
    // Chat messages are removed by the server (moderation), never by members.
    const del = await serviceClient().from('party_chat_messages').delete().eq('id', msg!.id);
    expect(del.error).toBeNull();

    const [change] = await member.until((i) => i.length === 1);
    expect(change.eventType).toBe('DELETE');
    expect(change.old).toEqual({ id: msg!.id });
    // Both guesses see the same event: the filter says nothing about the deleted row.
    await guessRight.until((i) => i.length === 1);
    await guessWrong.until((i) => i.length === 1);
    expect(guessRight.items[0].old).toEqual({ id: msg!.id });
    expect(guessWrong.items[0].old).toEqual({ id: msg!.id });
  });
});

describe('#12 REST limits', () => {
  let stack: StackProcess;
  let anon: Record<string, string>;
  let user: Record<string, string>;
  const DEMO = '11111111-1111-4111-8111-111111111111';
  const PLANS = 3000;

  beforeAll(async () => {
    stack = await startStackProcess({ port: testStackPort(100) });
    const { anonKey, serviceRoleKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
    anon = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' };
    // Demo data made bigger: 3,000 public plans of the demo user.
    const plans = Array.from({ length: PLANS }, (_, i) => ({
      user_id: DEMO,
      party_type: 'Birthday Party',
      party_for: `Guest ${i}`,
      guest_count: 10,
      budget: '500-1000',
      ideas: `${'balloons and cake '.repeat(10)}${i}`,
      is_public: true,
    }));
    for (let i = 0; i < plans.length; i += 500) {
      const r = await fetch(`${stack.url}/rest/v1/party_plans`, { method: 'POST', headers: service, body: JSON.stringify(plans.slice(i, i + 500)) });
      expect(r.status).toBe(201);
    }
    const login = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@confetti.test', password: 'ConfettiDemo!2026' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    user = { apikey: anonKey, authorization: `Bearer ${token}` };
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  /** Runs a hostile read and, alongside, a simple one that must stay prompt. */
  async function alongside(path: string, headers: Record<string, string>) {
    const t0 = performance.now();
    const hostile = send(`${stack.url}${path}`, { headers });
    const answered = hostile.answer.then((r) => ({ ...r, ms: performance.now() - t0 }));
    await hostile.sent;
    const simple = await timedGet(`${stack.url}/rest/v1/public_party_plans?select=id&limit=1`, anon);
    const h = await answered;
    expect(simple.status).toBe(200);
    expect(simple.ms).toBeLessThan(1500);
    return h;
  }

  /** Waits for a hostile write while checking that a simple read stays prompt meanwhile. */
  async function alongside2(path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const t0 = performance.now();
    const hostile = send(`${stack.url}${path}`, init);
    await hostile.sent;
    const simple = await timedGet(`${stack.url}/rest/v1/public_party_plans?select=id&limit=1`, anon);
    const r = await hostile.answer;
    expect(simple.status).toBe(200);
    expect(simple.ms).toBeLessThan(1500);
    expect(performance.now() - t0).toBeLessThan(1500);
    return { status: r.status, body: r.body };
  }

  it('#12 max_rows caps an anonymous read that asks for everything (Range 0-100000000)', async () => {
    const r = await alongside('/rest/v1/public_party_plans?select=*', { ...anon, range: '0-100000000' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toHaveLength(1000);
    expect(r.headers.get('content-range')).toBe('0-999/*');
    expect(r.ms).toBeLessThan(1500);
  });

  it('#12 with count=exact the capped read is a partial answer with the full total', async () => {
    const r = await fetch(`${stack.url}/rest/v1/public_party_plans?select=id&offset=500`, { headers: { ...anon, prefer: 'count=exact' } });
    const rows = (await r.json()) as unknown[];
    expect(r.status).toBe(206);
    expect(rows).toHaveLength(1000);
    expect(r.headers.get('content-range')).toMatch(/^500-1499\/\d{4}$/);
    expect(Number(r.headers.get('content-range')!.split('/')[1])).toBeGreaterThanOrEqual(PLANS);
  });

  it('#12 embeds that multiply (plans → owner → all their plans) end quickly with a clear error', async () => {
    const r = await alongside('/rest/v1/party_plans?select=id,profiles(id,party_plans(id,party_for))', user);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST191', message: 'The response would embed more than 25000 rows' });
    expect(r.ms).toBeLessThan(1500);
    // The same shape with limits the client chose is fine.
    const ok = await fetch(`${stack.url}/rest/v1/party_plans?select=id,profiles(id,party_plans(id))&limit=5&profiles.party_plans.limit=3`, { headers: user });
    expect(ok.status).toBe(200);
    const rows = (await ok.json()) as { profiles: { party_plans: unknown[] } }[];
    expect(rows).toHaveLength(5);
    expect(rows[0].profiles.party_plans).toHaveLength(3);
  });

  it('#12 embeds tested for absence inside or= cannot scan every plan once per plan', async () => {
    const embeds = ['a', 'b', 'c'].map((x) => `${x}:profiles(id,party_plans!inner(id))`).join(',');
    const filters = ['a', 'b', 'c'].map((x) => `${x}.party_plans.party_for=eq.nobody`).join('&');
    const r = await alongside(`/rest/v1/party_plans?select=id,${embeds}&${filters}&or=(a.is.null,b.is.null,c.is.null)`, user);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST191' });
    expect(r.ms).toBeLessThan(1500);
  });

  it('#12 an anonymous visitor cannot run a hundred full-text searches over every public plan', async () => {
    const or = Array.from({ length: 100 }, (_, i) => `ideas.wfts.word${i}`).join(',');
    const r = await alongside(`/rest/v1/public_party_plans?select=id&or=(${or})`, anon);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST190', message: 'The request is too complex: full-text search conditions (at most 4)' });
  });

  it('#12 query strings past the shape limits are refused before any SQL', async () => {
    const cases: [string, RegExp][] = [
      [`select=id,${'party_templates(id,party_plans('.repeat(3)}id${'))'.repeat(3)}`, /nested too deep/],
      [`select=${Array.from({ length: 13 }, (_, i) => `t${i}:party_templates(id)`).join(',')}`, /embedded resources \(at most 12\)/],
      [`select=${Array.from({ length: 101 }, (_, i) => `c${i}:ideas`).join(',')}`, /select items/],
      [`or=(${Array.from({ length: 101 }, (_, i) => `guest_count.eq.${i}`).join(',')})`, /filter conditions/],
      [`or=(${'or('.repeat(9)}guest_count.eq.1${')'.repeat(9)})`, /logic trees nested too deep/],
      [`guest_count=in.(${Array.from({ length: 1001 }, (_, i) => i).join(',')})`, /`in` list/],
    ];
    for (const [qs, message] of cases) {
      const r = await fetch(`${stack.url}/rest/v1/party_plans?${qs}`, { headers: user });
      expect(r.status, qs.slice(0, 60)).toBe(400);
      const body = (await r.json()) as { code: string; message: string };
      expect(body.code).toBe('PGRST190');
      expect(body.message).toMatch(message);
    }
  });

  it('#12 one insert takes at most 500 rows, before any SQL', async () => {
    const rows = Array.from({ length: 501 }, () => ({ user_id: DEMO, party_type: 'Birthday Party', guest_count: 1, is_public: false }));
    const r = await fetch(`${stack.url}/rest/v1/party_plans`, {
      method: 'POST',
      headers: { ...user, 'content-type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'PGRST192', message: 'A request may write at most 500 rows' });
    const ok = await fetch(`${stack.url}/rest/v1/party_plans`, {
      method: 'POST',
      headers: { ...user, 'content-type': 'application/json' },
      body: JSON.stringify(rows.slice(1)),
    });
    expect(ok.status).toBe(201);
  });

  it('#12 an update or a delete of thousands of rows fails quickly and changes nothing', async () => {
    const headers = { ...user, 'content-type': 'application/json' };
    const patch = await alongside2('/rest/v1/party_plans?party_for=like.Guest*', { method: 'PATCH', headers, body: '{"guest_count": 99}' });
    expect(patch.status).toBe(400);
    expect(JSON.parse(patch.body)).toMatchObject({ code: 'PGRST192' });
    const del = await alongside2('/rest/v1/party_plans?party_for=like.Guest*', { method: 'DELETE', headers });
    expect(del.status).toBe(400);
    const left = await fetch(`${stack.url}/rest/v1/party_plans?select=id&party_for=like.Guest*&guest_count=eq.10`, {
      method: 'HEAD',
      headers: { ...user, prefer: 'count=exact' },
    });
    expect(left.headers.get('content-range')).toBe(`0-999/${PLANS}`);
  });

  it('#12 an or= filter beside another filter narrows like any other, so it cannot carry a write past the limit', async () => {
    const headers = { ...user, 'content-type': 'application/json' };
    const read = await fetch(`${stack.url}/rest/v1/party_plans?select=id&or=(guest_count.gt.0,guest_count.eq.-1)&guest_count=eq.-5`, { headers });
    expect(await read.json()).toEqual([]);
    const patch = await fetch(`${stack.url}/rest/v1/party_plans?or=(party_for.like.Guest*,id.is.null)&guest_count=eq.10`, {
      method: 'PATCH',
      headers,
      body: '{"guest_count": 98}',
    });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toMatchObject({ code: 'PGRST192' });
    const changed = await fetch(`${stack.url}/rest/v1/party_plans?select=id&guest_count=eq.98`, { headers });
    expect(await changed.json()).toEqual([]);
  });

  it('#20 a regular expression from the request (match, imatch) is refused at once, in every place a filter goes', async () => {
    const evil = encodeURIComponent('^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$');
    const r = await alongside(`/rest/v1/party_plans?select=id&ideas=match.${evil}`, user);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({
      code: 'PGRST193',
      message: 'The local stack does not run regular expressions from requests: `match` is not available',
      details: null,
      hint: 'Use like or ilike, with * as the wildcard.',
    });
    expect(r.ms).toBeLessThan(1500);
    for (const qs of [
      `select=id&ideas=imatch.${evil}`,
      `select=id&ideas=not.match.${evil}`,
      `select=id&ideas=match(any).{${evil},x}`,
      `select=id&or=(guest_count.eq.1,ideas.imatch.%22${evil}%22)`,
      `select=id,profiles(id,party_plans(id))&profiles.party_plans.ideas=match.${evil}`,
    ]) {
      const res = await alongside(`/rest/v1/party_plans?${qs}`, user);
      expect(res.status, qs).toBe(400);
      expect(JSON.parse(res.body).code, qs).toBe('PGRST193');
      expect(res.ms, qs).toBeLessThan(1500);
    }
    // Writes and function calls take the same filters, and are refused the same way.
    const patch = await fetch(`${stack.url}/rest/v1/party_plans?ideas=match.${evil}`, {
      method: 'PATCH',
      headers: { ...user, 'content-type': 'application/json' },
      body: '{"guest_count": 1}',
    });
    expect(patch.status).toBe(400);
    expect((await patch.json()).code).toBe('PGRST193');
    const templates = await fetch(`${stack.url}/rest/v1/party_templates?select=id&ideas=match.${evil}`, { headers: anon });
    expect(templates.status).toBe(400);
    // like keeps working.
    const like = await fetch(`${stack.url}/rest/v1/party_plans?select=id&party_for=like.Guest 1*&limit=3`, { headers: user });
    expect(like.status).toBe(200);
    expect(((await like.json()) as unknown[]).length).toBe(3);
  });

  it("#12 the app's own reads are untouched: a party list with its members' levels", async () => {
    const r = await fetch(`${stack.url}/rest/v1/party_plans?select=*,party_members(permission_level)&order=created_at.desc`, { headers: user });
    expect(r.status).toBe(200);
    expect(((await r.json()) as unknown[]).length).toBe(1000);
  });
});
