import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { PASSWORD, uniqueEmail } from './clients.ts';
import { startConfiguredStack } from './configured-stack.ts';
import { type StackProcess, testStackPort } from './stack-process.ts';

// The free plan's daily allowance of AI generations and the Pro plan that lifts it, on a stack of
// our own: no paid provider (the built-in planner and artwork answer, and the rule holds anyway),
// no Stripe (the local checkout stands in for Checkout and the customer portal), an allowance of 3
// a day so the tests are quick, and a subscription clock ticking every 300 ms.

type Client = SupabaseClient<Database>;
const PORT = testStackPort(150);
const APP_ORIGIN = 'http://app.confetti.test';
const LIMIT = 3;

let stack: StackProcess & { cleanup(): Promise<void> };
let keys: { anonKey: string; serviceRoleKey: string };
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const service = (): Client => createClient<Database>(stack.url, keys.serviceRoleKey, options);

interface User {
  client: Client;
  id: string;
  token: string;
}

async function user(tag: string): Promise<User> {
  const client = createClient<Database>(stack.url, keys.anonKey, options);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(tag), password: PASSWORD });
  if (error) throw error;
  return { client, id: data.user!.id, token: data.session!.access_token };
}

async function call(name: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { details?: Record<string, unknown> } };
}

const WIZARD = { partyType: 'Birthday Party', guestCount: 12, budget: '500-1000', location: 'Austin, TX', date: '2031-05-01', partyFor: 'Robin' };
const generations: Array<[string, (partyId: string) => unknown]> = [
  ['generate-party-suggestions', () => ({ partyData: WIZARD })],
  ['generate-section-suggestions', () => ({ category: 'games', partyData: { partyType: 'Birthday Party', guestCount: 12, budget: '500-1000' } })],
  ['generate-tshirt-design', (id) => ({ partyData: { id, party_name: "Robin's Party", party_type: 'Birthday Party' } })],
  ['generate-party-photo', (id) => ({ partyData: { party_id: id }, regenerate: true })],
];

async function party(u: User): Promise<string> {
  const { data, error } = await u.client
    .from('party_plans')
    .insert({
      user_id: u.id,
      party_type: 'Birthday Party',
      party_name: "Robin's Party",
      guest_count: 12,
      budget: '500-1000',
      location: 'Austin, TX',
      ideas: 'Rockets and stars',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function allowance(u: User) {
  const { data, error } = await u.client.rpc('my_ai_allowance');
  if (error) throw error;
  return data as { pro: boolean; limit: number; used: number; remaining: number; resets_at: string };
}

/** Subscribes through the local checkout page, as the buyer's browser does. */
async function subscribe(u: User): Promise<void> {
  const started = await call('create-subscription-checkout', u.token);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const pay = await fetch(`${started.json.url as string}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
}

beforeAll(async () => {
  keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  stack = await startConfiguredStack({
    port: PORT,
    functions: Object.fromEntries([...generations.map(([n]) => n), 'create-subscription-checkout', 'manage-subscription'].map((n) => [n, { verifyJwt: true }])),
    env: { SITE_URL: APP_ORIGIN },
    stackEnv: { SUPABASE_LOCAL_SUBSCRIPTION_CLOCK_MS: '300' },
  });
  const { error } = await service().from('ai_allowance_settings').update({ daily_generations: LIMIT }).eq('id', true);
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await stack?.cleanup();
});

describe('the free plan’s daily allowance', () => {
  it('counts every kind of generation, answers 429 ai_allowance_exhausted when none is left, and never counts a refusal', async () => {
    const u = await user('allowance');
    const partyId = await party(u);
    expect(await allowance(u)).toMatchObject({ pro: false, limit: LIMIT, used: 0, remaining: LIMIT });
    expect((await allowance(u)).resets_at).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);

    // Bad input is refused before anything is counted.
    expect((await call('generate-party-suggestions', u.token, { partyData: {} })).status).toBe(400);
    expect((await allowance(u)).used).toBe(0);

    for (const [i, [name, body]] of generations.slice(0, LIMIT).entries()) {
      const res = await call(name, u.token, body(partyId));
      expect(res.status, `${name}: ${JSON.stringify(res.json)}`).toBe(200);
      expect(await allowance(u)).toMatchObject({ used: i + 1, remaining: LIMIT - i - 1 });
    }
    for (const [name, body] of generations) {
      const res = await call(name, u.token, body(partyId));
      expect(res.status, name).toBe(429);
      expect(res.json.error).toContain(`You've used all ${LIMIT} of today's free AI generations`);
      expect(res.json.details).toMatchObject({ code: 'ai_allowance_exhausted', limit: LIMIT, remaining: 0 });
    }
    expect(await allowance(u)).toMatchObject({ used: LIMIT, remaining: 0 });

    // Another user's allowance is their own.
    const other = await user('allowance-other');
    expect((await call('generate-party-suggestions', other.token, { partyData: WIZARD })).status).toBe(200);
  });

  it('lets exactly the allowance through when requests race for it', async () => {
    const u = await user('race');
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('generate-section-suggestions', u.token, generations[1][1](''))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - LIMIT);
    expect((await allowance(u)).used).toBe(LIMIT);
  });

  it('#18 never counts a public party’s first photo, made by a visitor’s view: it is drawn, once', async () => {
    const owner = await user('photo-owner');
    const viewer = await user('photo-viewer');
    const { data } = await owner.client
      .from('party_plans')
      .insert({ user_id: owner.id, party_type: 'Graduation', guest_count: 30, budget: '500-1000', is_public: true, ideas: 'Caps and gowns' })
      .select('id')
      .single();
    const first = await call('generate-party-photo', viewer.token, { partyData: { party_id: data!.id } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ cached: false, source: 'artwork' });
    expect((await allowance(owner)).used).toBe(0);
    expect((await allowance(viewer)).used).toBe(0);
    // The stored photo costs nothing either.
    expect((await call('generate-party-photo', viewer.token, { partyData: { party_id: data!.id } })).json).toMatchObject({ cached: true });
    expect((await allowance(owner)).used).toBe(0);
  });

  it('keeps the count out of users’ hands: no writes, no counting RPCs, no one else’s rows', async () => {
    const u = await user('tamper');
    expect((await call('generate-party-suggestions', u.token, { partyData: WIZARD })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);

    const update = await u.client.from('ai_generation_usage').update({ used: 0 }).eq('user_id', u.id);
    expect(update.error?.code).toBe('42501');
    const del = await u.client.from('ai_generation_usage').delete().eq('user_id', u.id);
    expect(del.error?.code).toBe('42501');
    const insert = await u.client.from('ai_generation_usage').insert({ user_id: u.id, day: '2031-01-01', used: 0 });
    expect(insert.error?.code).toBe('42501');
    const release = await u.client.rpc('release_ai_generation', { p_user_id: u.id, p_day: today });
    expect(release.error?.code).toBe('42501');
    const consume = await u.client.rpc('consume_ai_generation', { p_user_id: u.id });
    expect(consume.error?.code).toBe('42501');
    const settings = await u.client.from('ai_allowance_settings').update({ daily_generations: 1000 }).eq('id', true);
    expect(settings.error?.code).toBe('42501');
    expect(await allowance(u)).toMatchObject({ used: 1, limit: LIMIT });

    // Their own row is readable; someone else's is not; a visitor has no allowance to ask about.
    expect((await u.client.from('ai_generation_usage').select('used')).data).toEqual([{ used: 1 }]);
    const stranger = await user('tamper-stranger');
    expect((await stranger.client.from('ai_generation_usage').select('used').eq('user_id', u.id)).data).toEqual([]);
    const anon = createClient<Database>(stack.url, keys.anonKey, options);
    expect((await anon.rpc('my_ai_allowance')).error).not.toBeNull();
  });

  it('tells anyone, visitors too, the free plan’s number as the Pricing page shows it, and nothing else', async () => {
    const anon = createClient<Database>(stack.url, keys.anonKey, options);
    expect(await anon.rpc('free_ai_allowance')).toMatchObject({ data: LIMIT, error: null });
    expect((await anon.from('ai_allowance_settings').select('*')).error?.code).toBe('42501');
  });

  it('starts again each UTC day', async () => {
    const u = await user('yesterday');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { error } = await service().from('ai_generation_usage').insert({ user_id: u.id, day: yesterday, used: LIMIT });
    expect(error).toBeNull();
    expect(await allowance(u)).toMatchObject({ used: 0, remaining: LIMIT });
    expect((await call('generate-party-suggestions', u.token, { partyData: WIZARD })).status).toBe(200);
  });
});

describe('Pro: unlimited generations, cancelled at the end of the paid period', () => {
  it('lifts the allowance once paid, cancels on the local billing page, and ends Pro when the period does', async () => {
    const u = await user('pro-local');
    const partyId = await party(u);
    for (let i = 0; i < LIMIT; i++) expect((await call('generate-section-suggestions', u.token, generations[1][1](''))).status).toBe(200);
    expect((await call('generate-tshirt-design', u.token, generations[2][1](partyId))).status).toBe(429);

    // Nothing to cancel yet.
    expect((await call('manage-subscription', u.token)).status).toBe(400);

    await subscribe(u);
    expect(await allowance(u)).toMatchObject({ pro: true });
    for (let i = 0; i < LIMIT + 2; i++) expect((await call('generate-tshirt-design', u.token, generations[2][1](partyId))).status).toBe(200);
    expect((await allowance(u)).used).toBe(LIMIT);
    const sub = await u.client.from('subscriptions').select('provider_subscription_id, current_period_end, cancel_at_period_end').single();
    expect(sub.data?.cancel_at_period_end).toBe(false);
    const month = new Date(sub.data!.current_period_end!).getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * 86_400_000);

    // Cancel Pro: the local stand-in for Stripe's customer portal.
    const manage = await call('manage-subscription', u.token);
    expect(manage.status, JSON.stringify(manage.json)).toBe(200);
    expect(manage.json).toEqual({ provider: 'local', url: `${stack.url}/checkout/v1/subscription/${sub.data!.provider_subscription_id}` });
    const page = await fetch(manage.json.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Renews on');
    expect(html).toContain('Cancel subscription');
    const cancel = await fetch(`${manage.json.url as string}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${APP_ORIGIN}/profile`);
    expect(await (await fetch(manage.json.url as string)).text()).toContain('Pro stays on until');
    const cancelled = await u.client.from('subscriptions').select('status, cancel_at_period_end').single();
    expect(cancelled.data).toEqual({ status: 'active', cancel_at_period_end: true });
    // 'Keep my subscription' undoes it; cancelling again sets it back.
    expect((await fetch(`${manage.json.url as string}/resume`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await u.client.from('subscriptions').select('cancel_at_period_end').single()).data?.cancel_at_period_end).toBe(false);
    expect((await fetch(`${manage.json.url as string}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await u.client.from('subscriptions').select('cancel_at_period_end').single()).data?.cancel_at_period_end).toBe(true);
    // The page takes no GET for its actions, and knows only its own two.
    expect((await fetch(`${manage.json.url as string}/cancel`)).status).toBe(405);
    expect((await u.client.from('profiles').select('is_pro').eq('id', u.id).single()).data?.is_pro).toBe(true);
    expect((await allowance(u)).pro).toBe(true);

    // The paid period runs out: the clock ends the subscription and the badge goes.
    await service()
      .from('subscriptions')
      .update({ current_period_end: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', u.id);
    // Between the period's end and the clock's tick the allowance already applies.
    expect((await allowance(u)).pro).toBe(false);
    // The clock's next tick (every 300 ms here) ends it.
    await expect.poll(async () => (await u.client.from('profiles').select('is_pro').eq('id', u.id).single()).data?.is_pro, { timeout: 10_000 }).toBe(false);
    expect((await u.client.from('subscriptions').select('status').single()).data?.status).toBe('canceled');
    expect((await call('generate-tshirt-design', u.token, generations[2][1](partyId))).status).toBe(429);
    // An ended subscription's page says so and cannot be cancelled again.
    expect(await (await fetch(manage.json.url as string)).text()).toContain('This subscription has ended.');
    expect((await fetch(`${manage.json.url as string}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    expect((await call('manage-subscription', u.token)).status).toBe(400);
  });

  it('renews a local subscription that was not cancelled, and knows no made-up subscription pages', async () => {
    const u = await user('pro-renew');
    await subscribe(u);
    await service()
      .from('subscriptions')
      .update({ current_period_end: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', u.id);
    // The clock's next tick (every 300 ms here) renews it for a month.
    const periodEnd = async () => new Date((await u.client.from('subscriptions').select('current_period_end').single()).data!.current_period_end!).getTime();
    await expect.poll(periodEnd, { timeout: 10_000 }).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await u.client.from('profiles').select('is_pro').eq('id', u.id).single()).data?.is_pro).toBe(true);

    expect((await fetch(`${stack.url}/checkout/v1/subscription/sub_local_${'0'.repeat(24)}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/checkout/v1/subscription/not-an-id`)).status).toBe(404);
  });
});
