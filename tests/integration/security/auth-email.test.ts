// E-mail change with confirmation links (#3) on the shared stack, and config.toml's auth rate
// limits (#5) on a stack of this file's own with the limits on (the shared one runs with them off).
// Per-IP limits are proved from several loopback source addresses (127.0.0.x), so each test has
// buckets of its own.
import fs from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailMessage } from '../../../supabase/local/mail/store.ts';
import { anonClient, apiUrl, PASSWORD, serviceClient, signedInClient, uniqueEmail } from '../clients.ts';
import { fromIp as requestFrom } from '../from-address.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';

const mailboxOf = (api: string) => `http://127.0.0.1:${Number(new URL(api).port) + 3}`;
const PROFILE = 'http://localhost:5173/profile';
const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function mailsTo(api: string, email: string): Promise<MailMessage[]> {
  const r = await fetch(`${mailboxOf(api)}/api/messages?to=${encodeURIComponent(email)}`);
  expect(r.status).toBe(200);
  return (await r.json()).messages;
}

function linkAndCode(mail: MailMessage): { link: string; code: string } {
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text ?? '')?.[1];
  const code = /enter the code: (\d{6})/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text ?? '').toBeDefined();
  expect(code, mail.text ?? '').toBeDefined();
  return { link: link!, code: code! };
}

async function changeMail(api: string, to: string): Promise<{ link: string; code: string }> {
  const mails = (await mailsTo(api, to)).filter((m) => m.subject === 'Confirm Email Change');
  expect(mails.length).toBeGreaterThan(0);
  return linkAndCode(mails[0]);
}

const fragment = (location: string) => new URLSearchParams(location.split('#')[1] ?? '');

async function emailOf(userId: string): Promise<{ email: string; newEmail?: string; profile: string | null; identityEmail: unknown }> {
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.getUserById(userId);
  expect(error).toBeNull();
  const profile = await admin.from('profiles').select('email').eq('id', userId).single();
  return {
    email: data.user!.email!,
    newEmail: data.user!.new_email,
    profile: profile.data?.email ?? null,
    identityEmail: data.user!.identities?.find((i) => i.provider === 'email')?.identity_data?.email,
  };
}

describe('#3 e-mail change needs confirmation', () => {
  it('#3 PUT /user leaves email unchanged, sets new_email and email_change_sent_at, and mails both addresses', async () => {
    const { client, userId, email } = await signedInClient('change-pending');
    const next = uniqueEmail('change-pending-new');
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: PROFILE });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(next);
    expect(data.user!.email_change_sent_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: next });
    expect(await emailOf(userId)).toMatchObject({ email, newEmail: next, profile: email, identityEmail: email });

    const toNew = await changeMail(apiUrl(), next);
    const toOld = await changeMail(apiUrl(), email);
    expect(toNew.link).toContain('type=email_change');
    expect(toNew.link).not.toBe(toOld.link);
    expect(new URL(toNew.link).searchParams.get('redirect_to')).toBe(PROFILE);
    // The old address can still sign in; the new one cannot yet.
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('#3 with double confirm, the new address link alone changes nothing; the old address link then applies the change', async () => {
    const { client, userId, email } = await signedInClient('change-links');
    const next = uniqueEmail('change-links-new');
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: PROFILE })).error).toBeNull();
    const toNew = await changeMail(apiUrl(), next);
    const toOld = await changeMail(apiUrl(), email);

    const first = await fetch(toNew.link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const firstAt = first.headers.get('location')!;
    expect(firstAt.startsWith(`${PROFILE}#`)).toBe(true);
    expect(fragment(firstAt).get('message')).toBe(SINGLE);
    expect(fragment(firstAt).get('access_token')).toBeNull();
    expect(await emailOf(userId)).toMatchObject({ email, newEmail: next });
    // The same link twice is not the second confirmation.
    const again = await fetch(toNew.link, { redirect: 'manual' });
    expect(fragment(again.headers.get('location')!).get('error_code')).toBe('otp_expired');
    expect((await emailOf(userId)).email).toBe(email);

    const second = await fetch(toOld.link, { redirect: 'manual' });
    const secondAt = second.headers.get('location')!;
    expect(fragment(secondAt).get('type')).toBe('email_change');
    const session = await anonClient().auth.getUser(fragment(secondAt).get('access_token')!);
    expect(session.data.user!.email).toBe(next);

    const after = await emailOf(userId);
    expect(after).toMatchObject({ email: next, profile: next, identityEmail: next });
    expect(after.newEmail ?? '').toBe('');
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
  });

  it('#3 the codes work too: the first answers the single-confirmation message, the second applies', async () => {
    const { client, userId, email } = await signedInClient('change-codes');
    const next = uniqueEmail('change-codes-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const toNew = await changeMail(apiUrl(), next);
    const toOld = await changeMail(apiUrl(), email);

    const r = await fetch(`${apiUrl()}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: next, token: toNew.code }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ msg: SINGLE, code: '200' });
    expect((await emailOf(userId)).email).toBe(email);

    const done = await anonClient().auth.verifyOtp({ type: 'email_change', email, token: toOld.code });
    expect(done.error).toBeNull();
    expect(done.data.user!.email).toBe(next);
    expect((await emailOf(userId)).email).toBe(next);
  });

  it("#3 a stranger's token or guess cannot confirm someone else's change", async () => {
    const victim = await signedInClient('change-victim');
    const victimNext = uniqueEmail('change-victim-new');
    expect((await victim.client.auth.updateUser({ email: victimNext })).error).toBeNull();
    const stranger = await signedInClient('change-stranger');
    const strangerNext = uniqueEmail('change-stranger-new');
    expect((await stranger.client.auth.updateUser({ email: strangerNext })).error).toBeNull();
    const strangerCodes = [await changeMail(apiUrl(), strangerNext), await changeMail(apiUrl(), stranger.email)];

    // The stranger's own codes, presented for the victim's addresses.
    for (const { code } of strangerCodes) {
      for (const address of [victimNext, victim.email]) {
        const r = await stranger.client.auth.verifyOtp({ type: 'email_change', email: address, token: code });
        expect(r.error).toMatchObject({ status: 403, code: 'otp_expired' });
      }
    }
    const forged = await anonClient().auth.verifyOtp({ type: 'email_change', token_hash: 'f'.repeat(56) });
    expect(forged.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(await emailOf(victim.userId)).toMatchObject({ email: victim.email, newEmail: victimNext });
  });

  it('#3 an address another account uses is refused with email_exists; the admin API still changes at once', async () => {
    const a = await signedInClient('change-taken-a');
    const b = await signedInClient('change-taken-b');
    const taken = await a.client.auth.updateUser({ email: b.email.toUpperCase() });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await emailOf(a.userId)).newEmail ?? '').toBe('');

    const next = uniqueEmail('change-admin');
    const admin = await serviceClient().auth.admin.updateUserById(a.userId, { email: next });
    expect(admin.error).toBeNull();
    expect(admin.data.user!.email).toBe(next);
    expect(await emailOf(a.userId)).toMatchObject({ email: next, profile: next, identityEmail: next });
  });

  it('#3 resend type email_change mails fresh links; the old ones stop working', async () => {
    const { client, userId, email } = await signedInClient('change-resend');
    const next = uniqueEmail('change-resend-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const oldNew = await changeMail(apiUrl(), next);
    expect((await anonClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const freshNew = await changeMail(apiUrl(), next);
    const freshOld = await changeMail(apiUrl(), email);
    expect(freshNew.link).not.toBe(oldNew.link);
    const stale = await fetch(oldNew.link, { redirect: 'manual' });
    expect(fragment(stale.headers.get('location')!).get('error_code')).toBe('otp_expired');
    await fetch(freshNew.link, { redirect: 'manual' });
    await fetch(freshOld.link, { redirect: 'manual' });
    expect((await emailOf(userId)).email).toBe(next);
  });
});

/** A request from a loopback source address of its own: each test gets per-IP buckets of its own. */
const fromIp = async (...args: Parameters<typeof requestFrom>) => {
  const { status, body } = await requestFrom(...args);
  return { status, body };
};

describe('#5 auth rate limits from config.toml (own stack, limits on)', () => {
  let stack: StackProcess;
  const auth = (p: string) => `${stack.url}/auth/v1${p}`;
  const post = (ip: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
    fromIp(ip, auth(p), { method: 'POST', body, headers: { 'x-supabase-api-version': '2024-01-01', ...headers } });

  async function makeUser(tag: string): Promise<string> {
    const email = uniqueEmail(tag);
    const admin = createClient(stack.url, inject('serviceRoleKey'), { auth: { persistSession: false, autoRefreshToken: false } });
    const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    return email;
  }

  beforeAll(async () => {
    stack = await startStackProcess({ port: testStackPort(120), env: { SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'on', SUPABASE_LOCAL_SEED: 'false' } });
  });

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('#5 /verify: 30 tries per IP, then 429 over_request_rate_limit; X-Forwarded-For does not help; another IP is unaffected', async () => {
    const guess = { type: 'recovery', token_hash: 'a'.repeat(56) };
    for (let i = 0; i < 30; i++) expect((await post('127.0.0.11', '/verify', guess)).status).toBe(403);
    const over = await post('127.0.0.11', '/verify', guess);
    expect(over).toEqual({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
    expect((await post('127.0.0.11', '/verify', guess, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // The e-mail link is the same endpoint.
    expect((await fromIp('127.0.0.11', auth('/verify?type=recovery&token=x'))).status).toBe(429);
    expect((await post('127.0.0.12', '/verify', guess)).status).toBe(403);
  });

  it('#5 sign-in: the 31st password attempt from one IP within 5 minutes is 429', async () => {
    const email = await makeUser('limit-signin');
    for (let i = 0; i < 30; i++) {
      expect((await post('127.0.0.13', '/token?grant_type=password', { email, password: `wrong-${i}` })).status).toBe(400);
    }
    expect((await post('127.0.0.13', '/token?grant_type=password', { email, password: PASSWORD })).body).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await post('127.0.0.14', '/token?grant_type=password', { email, password: PASSWORD })).status).toBe(200);
  });

  it('#5 sign-up and token refresh have per-IP limits too', async () => {
    for (let i = 0; i < 30; i++) expect((await post('127.0.0.15', '/signup', { email: uniqueEmail('limit-signup'), password: 'x' })).status).toBe(422);
    expect((await post('127.0.0.15', '/signup', { email: uniqueEmail('limit-signup'), password: PASSWORD })).status).toBe(429);
    for (let i = 0; i < 150; i++) expect((await post('127.0.0.16', '/token?grant_type=refresh_token', { refresh_token: `nope-${i}` })).status).toBe(400);
    expect((await post('127.0.0.16', '/token?grant_type=refresh_token', { refresh_token: 'nope' })).status).toBe(429);
  });

  it('#5 e-mails: one per address per max_frequency, and email_sent (2 an hour) per IP', async () => {
    const [a, b, c] = [await makeUser('limit-mail-a'), await makeUser('limit-mail-b'), await makeUser('limit-mail-c')];
    expect((await post('127.0.0.17', '/recover', { email: a })).status).toBe(200);
    const soon = await post('127.0.0.17', '/recover', { email: a });
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(String(soon.body.message)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await post('127.0.0.17', '/recover', { email: b })).status).toBe(200);
    const third = await post('127.0.0.17', '/recover', { email: c });
    expect(third).toEqual({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' } });
    expect(await mailsTo(stack.url, c)).toEqual([]);
    expect(await mailsTo(stack.url, a)).toHaveLength(1);
  });

  it('#5 a six-digit code is burned after 5 wrong tries, so it cannot be brute-forced', async () => {
    const email = await makeUser('limit-code');
    expect((await post('127.0.0.18', '/recover', { email })).status).toBe(200);
    const { code } = linkAndCode((await mailsTo(stack.url, email))[0]);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      expect((await post('127.0.0.18', '/verify', { type: 'recovery', email, token: wrong(i) })).body).toMatchObject({ code: 'otp_expired' });
    }
    const right = await post('127.0.0.18', '/verify', { type: 'recovery', email, token: code });
    expect(right).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
  });
});
