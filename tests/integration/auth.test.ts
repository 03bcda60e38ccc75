import fs from 'node:fs';
import { AuthApiError, AuthWeakPasswordError, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { anonClient, apiUrl, PASSWORD, serviceClient, signedInClient, uniqueEmail } from './clients.ts';
import { startStackProcess, testStackPort, type StackProcess } from './stack-process.ts';

const auth = (path: string) => `${apiUrl()}/auth/v1${path}`;
const apikey = () => ({ apikey: inject('anonKey') });

/** Follows the stand-in Google page the way a browser would: GET authorize, submit the typed-account form. */
async function googleSignIn(email: string, name: string, redirectTo = 'http://localhost:5173/') {
  const page = await fetch(auth(`/authorize?provider=google&redirect_to=${encodeURIComponent(redirectTo)}`), { headers: apikey() });
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  const res = await fetch(auth('/callback'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: state ?? '', email, name }).toString(),
    redirect: 'manual',
  });
  return { page, html, res, location: res.headers.get('location') ?? '' };
}

describe('auth: sign-up and sign-in', () => {
  it('sign-up returns a session and a user carrying the metadata', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({ email: email.toUpperCase(), password: PASSWORD, options: { data: { full_name: 'Sign Up' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata.full_name).toBe('Sign Up');
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: data.user!.id, aal: 'aal1', is_anonymous: false });
    expect(claims.iss).toBe(auth(''));
    expect(claims.amr[0].method).toBe('password');
    expect(claims.session_id).toBeTruthy();
  });

  it('a duplicate e-mail is user_already_exists, compared case-insensitively', async () => {
    const email = uniqueEmail('dup');
    await anonClient().auth.signUp({ email, password: PASSWORD });
    const { error } = await anonClient().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('a short password is AuthWeakPasswordError with reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'Ab3' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('an invalid e-mail is validation_failed', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('signs in, and a wrong password is invalid_credentials', async () => {
    const email = uniqueEmail('signin');
    await anonClient().auth.signUp({ email, password: PASSWORD });
    const ok = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    const bad = await anonClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(bad.error).toBeInstanceOf(AuthApiError);
    expect(bad.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await anonClient().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('seed users with pgcrypto bcrypt hashes can sign in', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: 'demo@confetti.test', password: 'ConfettiDemo!2026' });
    expect(error).toBeNull();
  });
});

describe('auth: the signed-in user', () => {
  it('getUser and updateUser merge metadata', async () => {
    const { client, userId } = await signedInClient('me', 'Me Myself');
    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(userId);
    expect(got.data.user?.user_metadata.full_name).toBe('Me Myself');
    const upd = await client.auth.updateUser({ data: { bio: 'hi' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ full_name: 'Me Myself', bio: 'hi' });
    expect((await client.auth.getUser()).data.user?.user_metadata.bio).toBe('hi');
  });

  it('updateUser changes the password with the current one; the same password again is same_password', async () => {
    const { client, email } = await signedInClient('pw');
    expect((await client.auth.updateUser({ password: 'Another-password-1', current_password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Another-password-1' })).error).toBeNull();
    const same = await client.auth.updateUser({ password: 'Another-password-1', current_password: 'Another-password-1' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('an expired or forged JWT on /user is refused with bad_jwt', async () => {
    const { client, userId } = await signedInClient('exp');
    const session = (await client.auth.getSession()).data.session!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    const expired = await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, DEFAULT_JWT_SECRET);
    const res = await fetch(auth('/user'), { headers: { ...apikey(), authorization: `Bearer ${expired}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'bad_jwt' });
    const { error } = await anonClient().auth.getUser(expired);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const forged = await signJwt({ sub: userId, role: 'authenticated' }, 'x'.repeat(40));
    expect((await anonClient().auth.getUser(forged)).error).toMatchObject({ code: 'bad_jwt' });
    const none = await fetch(auth('/user'), { headers: apikey() });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});

describe('auth: a revoked refresh token reused after the reuse interval', () => {
  // GoTrue's reuse interval (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL) at 0 s on a stack of its
  // own: every reuse of a revoked token is past it, so nothing waits for 10 s to pass.
  let stack: StackProcess;
  const client = () => createClient(stack.url, inject('anonKey'), { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

  beforeAll(async () => {
    stack = await startStackProcess({ port: testStackPort(70), env: { GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0', SUPABASE_LOCAL_SEED: 'false' } });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('fails and ends the session: the reused token and the one still active both stop working', async () => {
    const c = client();
    const { data, error } = await c.auth.signUp({ email: uniqueEmail('reuse'), password: PASSWORD });
    expect(error).toBeNull();
    const first = data.session!;
    const second = (await c.auth.refreshSession()).data.session!;
    // The parent of the active token still answers that token (the client lost the answer).
    expect((await client().auth.refreshSession({ refresh_token: first.refresh_token })).data.session?.refresh_token).toBe(second.refresh_token);
    const third = (await c.auth.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);
    // `first` is now a grandparent, revoked past the interval.
    const reused = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The whole family is gone, including the token that was still active.
    const after = await client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(after.error).toMatchObject({ status: 400 });
    expect(['refresh_token_not_found', 'refresh_token_already_used']).toContain((after.error as AuthApiError).code);
  });
});

describe('auth: refresh tokens and sign-out', () => {
  it('refresh rotates; within the reuse interval a revoked token returns the current one', async () => {
    const { client } = await signedInClient('refresh');
    const first = (await client.auth.getSession()).data.session!;
    const r1 = await client.auth.refreshSession();
    expect(r1.error).toBeNull();
    const second = r1.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // The client lost the answer: presenting the parent again yields the same active token.
    const again = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(again.data.session?.refresh_token).toBe(second.refresh_token);
    const r2 = await client.auth.refreshSession();
    const third = r2.data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);
    // `first` is now a grandparent, revoked moments ago: inside the reuse interval (10 s) it still refreshes.
    const grandparent = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(grandparent.error).toBeNull();
    expect(grandparent.data.session?.refresh_token).toEqual(expect.any(String));
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });

  it('signOut local revokes the refresh token and the session', async () => {
    const { client } = await signedInClient('out');
    const session = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const res = await fetch(auth('/user'), {
      headers: { ...apikey(), authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('signOut global ends the other sessions; others keeps the current one', async () => {
    const { client, email } = await signedInClient('global');
    const other = anonClient();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const third = anonClient();
    await third.auth.signInWithPassword({ email, password: PASSWORD });
    const thirdRefresh = (await third.auth.getSession()).data.session!.refresh_token;

    expect((await other.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await anonClient().auth.refreshSession({ refresh_token: thirdRefresh })).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await other.auth.getUser()).error).toBeNull();

    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
    // `client`'s own session went with scope=others, so a fresh sign-in does the global sign-out.
    expect((await client.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    const fourth = anonClient();
    await fourth.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await fourth.auth.signOut()).error).toBeNull(); // default scope: global
    expect((await anonClient().auth.refreshSession({ refresh_token: otherRefresh })).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('auth: admin', () => {
  it('creates, lists, gets, updates and deletes users with the service key', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: 'Made By Admin' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.error).toBeNull();
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    expect((await admin.getUserById(id)).data.user?.user_metadata.full_name).toBe('Made By Admin');
    const upd = await admin.updateUserById(id, { user_metadata: { bio: 'x' } });
    expect(upd.data.user?.user_metadata).toMatchObject({ full_name: 'Made By Admin', bio: 'x' });

    const dup = await admin.createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses a user token with not_admin', async () => {
    const { client } = await signedInClient('notadmin');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const userAdmin = createClient(apiUrl(), inject('anonKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    }).auth.admin;
    const { error } = await userAdmin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const anon = await anonClient().auth.admin.createUser({ email: uniqueEmail('x'), password: PASSWORD });
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('auth: the Google stand-in', () => {
  it('serves an accessible, unframeable page and returns a session in the URL fragment', async () => {
    const email = uniqueEmail('google');
    const { page, html, res, location } = await googleSignIn(email, 'Gina <Google>');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toMatch(/<form method="post" action="callback">/);
    expect(html).toMatch(/<label for="email">/);
    expect(res.status).toBe(302);
    expect(location.startsWith('http://localhost:5173/#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    for (const k of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'provider_token']) expect(fragment.get(k)).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');

    const { data, error } = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.app_metadata.provider).toBe('google');
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['google']);
    expect(data.user?.user_metadata.full_name).toBe('Gina <Google>');

    // Signing in again reuses the same user; the page lists no accounts, and echoes input escaped.
    const second = await googleSignIn(email, 'Gina <Google>');
    expect(second.html).not.toContain(email);
    const again = new URLSearchParams(second.location.split('#')[1]);
    expect((await anonClient().auth.getUser(again.get('access_token')!)).data.user?.id).toBe(data.user?.id);
  });

  it('never links to an existing e-mail user: the page says so, escaped, and keeps the input', async () => {
    const email = uniqueEmail('link');
    await anonClient().auth.signUp({ email, password: PASSWORD });
    const { res, location } = await googleSignIn(email, 'Linked <b>');
    expect(location).toBe('');
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toMatch(/<p class="error" role="alert">An account with this e-mail address already exists/);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('Linked &#60;b&#62;');
    expect(html).not.toContain('Linked <b>');
  });

  it('never redirects to a foreign origin (falls back to the site URL, as GoTrue)', async () => {
    const { location } = await googleSignIn(uniqueEmail('foreign'), 'F', 'https://evil.example.com/steal');
    expect(location).not.toContain('evil.example.com');
    expect(location.startsWith('http://localhost:5173')).toBe(true);
  });

  it('supports PKCE: ?code= then grant_type=pkce', async () => {
    const verifier = 'v'.repeat(50);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const page = await fetch(
      auth(`/authorize?provider=google&redirect_to=${encodeURIComponent('http://localhost:5173/cb')}&code_challenge=${challenge}&code_challenge_method=s256`),
    );
    const state = /name="state" value="([^"]+)"/.exec(await page.text())![1];
    const res = await fetch(auth('/callback'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: uniqueEmail('pkce'), name: 'P' }).toString(),
      redirect: 'manual',
    });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    const bad = await fetch(auth('/token?grant_type=pkce'), {
      method: 'POST',
      headers: apikey(),
      body: JSON.stringify({ auth_code: code, code_verifier: 'w'.repeat(50) }),
    });
    expect(bad.status).toBe(403);
    const ok = await fetch(auth('/token?grant_type=pkce'), {
      method: 'POST',
      headers: apikey(),
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.app_metadata.provider).toBe('google');
  });

  it('unknown providers are validation_failed', async () => {
    const { error } = await fetch(auth('/authorize?provider=nope')).then(async (r) => ({ error: { status: r.status, ...(await r.json()) } }));
    expect(error).toMatchObject({ status: 400, error_code: 'validation_failed', msg: 'Unsupported provider: Provider nope could not be found' });
  });
});

describe('auth: hostile input', () => {
  it('garbage JSON is bad_json, unknown paths 404 JSON, never a 500', async () => {
    const res = await fetch(auth('/token?grant_type=password'), {
      method: 'POST',
      headers: { ...apikey(), 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error_code).toBe('bad_json');
    expect(body.msg).toMatch(/^Could not parse request body as JSON: /);
    const arr = await fetch(auth('/signup'), { method: 'POST', body: '[1,2]' });
    expect(arr.status).toBe(400);
    const typed = await fetch(auth('/signup'), { method: 'POST', body: '{"email":1,"password":"123456"}' });
    expect(typed.status).toBe(400);
    const missing = await fetch(auth('/nowhere'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
    expect((await fetch(auth('/health'))).status).toBe(200);
    const settings = await (await fetch(auth('/settings'))).json();
    expect(settings.external).toMatchObject({ email: true, google: true, phone: false });
  });
});
