import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, apiUrl, PASSWORD, serviceClient, signedInClient, uniqueEmail } from '../clients.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';

const auth = (path: string, base = apiUrl()) => `${base}/auth/v1${path}`;
const EVIL = 'http://evil.example';
const SITE = 'http://localhost:5173';

/** Opens the stand-in page for `redirectTo` (optionally PKCE) and submits `email` the way its form does. */
async function standInSignIn(email: string, opts: { redirectTo?: string; challenge?: string; base?: string; headers?: Record<string, string> } = {}) {
  const q = new URLSearchParams({ provider: 'google' });
  if (opts.redirectTo !== undefined) q.set('redirect_to', opts.redirectTo);
  if (opts.challenge) {
    q.set('code_challenge', opts.challenge);
    q.set('code_challenge_method', 's256');
  }
  const page = await fetch(auth(`/authorize?${q}`, opts.base), { headers: opts.headers });
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(auth('/callback', opts.base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    body: new URLSearchParams({ state, email, name: 'Someone' }).toString(),
    redirect: 'manual',
  });
  const body = await res.text();
  return { page, html, res, body, location: res.headers.get('location') ?? '' };
}

const fragmentToken = (location: string) => new URLSearchParams(location.split('#')[1] ?? '').get('access_token');

describe('#1 the Google stand-in signs in only its own identities', () => {
  it('#1 the address of a password account gets an error page, not that account’s session', async () => {
    const { userId, email } = await signedInClient('victim');
    const { res, body, location } = await standInSignIn(email);
    expect(location).toBe('');
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(body).toMatch(/role="alert">An account with this e-mail address already exists/);
    expect(body).not.toMatch(/access_token|refresh_token/);
    // Nothing was attached to the account either.
    const { data } = await serviceClient().auth.admin.getUserById(userId);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(data.user?.app_metadata.providers).toEqual(['email']);
  });

  it('#1 with PKCE no auth code is issued for a password account (any letter case)', async () => {
    const { email } = await signedInClient('victim-pkce');
    const challenge = createHash('sha256').update('v'.repeat(50)).digest('base64url');
    const { res, location } = await standInSignIn(email.toUpperCase(), { redirectTo: `${SITE}/`, challenge });
    expect(res.status).toBe(409);
    expect(location).toBe('');
  });

  it('#1 the seeded demo account cannot be entered through the stand-in', async () => {
    const { res, location } = await standInSignIn('demo@confetti.test');
    expect(res.status).toBe(409);
    expect(location).toBe('');
  });

  it('#1 stand-in identities are marked as such and sign in again (also after setting a password); the page lists nobody', async () => {
    const email = uniqueEmail('standin');
    const first = await standInSignIn(email);
    expect(first.res.status).toBe(302);
    const token = fragmentToken(first.location)!;
    const { data } = await anonClient().auth.getUser(token);
    expect(data.user?.email).toBe(email);
    const identity = data.user?.identities?.find((i) => i.provider === 'google');
    expect(identity?.identity_data?.iss).not.toBe('https://accounts.google.com');
    expect(identity?.identity_data?.iss).toBe('urn:supabase-local:google-stand-in');

    const again = await standInSignIn(email);
    expect(again.res.status).toBe(302);
    expect((await anonClient().auth.getUser(fragmentToken(again.location)!)).data.user?.id).toBe(data.user?.id);
    // Earlier stand-in accounts are not offered to whoever opens the page.
    expect(again.html).not.toContain(email);
    expect(again.html).not.toContain('demo@confetti.test');

    // A stand-in account that later got a password keeps both ways in.
    const client = anonClient();
    await client.auth.setSession({
      access_token: fragmentToken(again.location)!,
      refresh_token: new URLSearchParams(again.location.split('#')[1]).get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await standInSignIn(email)).res.status).toBe(302);
  });
});

describe('#2 no other web page can drive the sign-in', () => {
  it('#2 the stand-in page and its form post carry no CORS headers, preflights included', async () => {
    const headers = { origin: EVIL };
    const preflight = await fetch(auth('/authorize?provider=google'), {
      method: 'OPTIONS',
      headers: { ...headers, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-client-info' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const callbackPreflight = await fetch(auth('/callback'), { method: 'OPTIONS', headers: { ...headers, 'access-control-request-method': 'POST' } });
    expect(callbackPreflight.headers.get('access-control-allow-origin')).toBeNull();

    const { page, res } = await standInSignIn(uniqueEmail('cors'), { headers });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.status).toBe(302);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();

    const bad = await fetch(auth('/callback'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=x',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('#2 the e-mail link (GET /verify) carries no CORS headers; the JSON API keeps what supabase-js needs', async () => {
    const verify = await fetch(auth('/verify?token=nope&type=recovery'), { headers: { origin: EVIL }, redirect: 'manual' });
    expect(verify.headers.get('access-control-allow-origin')).toBeNull();
    const verifyGetPreflight = await fetch(auth('/verify'), { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'GET' } });
    expect(verifyGetPreflight.headers.get('access-control-allow-origin')).toBeNull();
    // verifyOtp, sign-in and settings are fetched by the app in the browser.
    const verifyPostPreflight = await fetch(auth('/verify'), { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(verifyPostPreflight.headers.get('access-control-allow-origin')).toBe('*');
    const tokenPreflight = await fetch(auth('/token?grant_type=password'), {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(tokenPreflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(auth('/settings'), { headers: { origin: SITE } })).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('#2 redirect_to is SITE_URL or additional_redirect_urls only: another loopback port, the API itself included, falls back', async () => {
    const api = new URL(apiUrl());
    for (const target of [
      `http://127.0.0.1:${api.port}/`,
      `http://localhost:${api.port}/auth/v1/health`,
      'http://localhost:9/',
      'http://[::1]:5173/',
      'http://127.0.0.2:5173/',
      'https://localhost:5173/',
    ]) {
      const { location } = await standInSignIn(uniqueEmail('loop'), { redirectTo: target });
      expect(location.startsWith(`${SITE}#`) || location.startsWith(`${SITE}/#`), `${target} -> ${location}`).toBe(true);
    }
    // The e-mail link follows the same rule.
    const verify = await fetch(auth(`/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent(`http://127.0.0.1:${api.port}/`)}`), {
      redirect: 'manual',
    });
    expect(verify.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/?#error=/);

    // What the app uses stays valid: the site on any path and config.toml's additional_redirect_urls.
    for (const target of [`${SITE}/`, `${SITE}/deep/path?x=1`, 'http://127.0.0.1:5173/', 'http://localhost:4173/auth', 'http://127.0.0.1:4173/']) {
      const { location } = await standInSignIn(uniqueEmail('allowed'), { redirectTo: target });
      expect(location.startsWith(`${target}#`), `${target} -> ${location}`).toBe(true);
    }
    const challenge = createHash('sha256').update('w'.repeat(50)).digest('base64url');
    const pkce = await standInSignIn(uniqueEmail('allowed-pkce'), { redirectTo: 'http://127.0.0.1:5173/', challenge });
    expect(new URL(pkce.location).origin).toBe('http://127.0.0.1:5173');
    expect(new URL(pkce.location).searchParams.get('code')).toBeTruthy();
  });
});

describe('#6 a stack reachable from the network has no sign-in stand-ins or demo data', () => {
  const SECRET = 'a-custom-secret-for-the-bind-test-that-is-long-enough';
  const started: StackProcess[] = [];
  afterAll(async () => {
    for (const s of started) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  async function refusal(port: number, env: Record<string, string>): Promise<string> {
    try {
      const s = await startStackProcess({ port, env: { SUPABASE_LOCAL_HOST: '0.0.0.0', SUPABASE_LOCAL_JWT_SECRET: SECRET, ...env } });
      started.push(s);
    } catch (e) {
      return String(e instanceof Error ? e.message : e);
    }
    return 'started';
  }

  it('#6 0.0.0.0 with a custom secret is refused while the stand-in, demo accounts and demo invitation are there', async () => {
    const out = await refusal(testStackPort(10), { GOOGLE_CLIENT_ID: '' });
    expect(out).toMatch(/Refusing to listen on 0\.0\.0\.0: /);
    expect(out).toContain('the Google sign-in stand-in (GOOGLE_CLIENT_ID is unset)');
    expect(out).toContain('demo accounts (alex@confetti.test, demo@confetti.test, sam@confetti.test)');
    expect(out).toContain('the demo invitation link');
    expect(out).toContain('SUPABASE_LOCAL_ALLOW_UNSAFE_BIND=true');
  }, 90_000);

  it('#6 the seeded demo accounts alone are enough to refuse (GOOGLE_CLIENT_ID set)', async () => {
    const out = await refusal(testStackPort(20), { GOOGLE_CLIENT_ID: 'configured.apps.googleusercontent.com' });
    expect(out).toMatch(/Refusing to listen on 0\.0\.0\.0: demo accounts/);
    expect(out).not.toContain('stand-in');
  }, 90_000);

  it('#6 without stand-in and demo data it listens on 0.0.0.0; the stand-in is then off', async () => {
    const out = await refusal(testStackPort(30), { GOOGLE_CLIENT_ID: 'configured.apps.googleusercontent.com', SUPABASE_LOCAL_SEED: 'false' });
    expect(out).toBe('started');
    const base = `http://127.0.0.1:${testStackPort(30)}`;
    const authorize = await fetch(auth('/authorize?provider=google', base));
    expect(authorize.status).toBe(400);
    expect(await authorize.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    expect((await (await fetch(auth('/settings', base))).json()).external.google).toBe(false);
  }, 90_000);

  it('#6 SUPABASE_LOCAL_ALLOW_UNSAFE_BIND=true starts it anyway, with SITE_URL and the allow list from the environment', async () => {
    const out = await refusal(testStackPort(40), {
      GOOGLE_CLIENT_ID: '',
      SUPABASE_LOCAL_ALLOW_UNSAFE_BIND: 'true',
      SITE_URL: 'http://app.example:8080',
      SUPABASE_LOCAL_AUTH_ADDITIONAL_REDIRECT_URLS: 'https://*.preview.example/**, http://127.0.0.1:5173/only',
    });
    expect(out).toBe('started');
    expect(started.at(-1)!.output()).toMatch(/warning: 0\.0\.0\.0 exposes the Google sign-in stand-in/);
    const base = `http://127.0.0.1:${testStackPort(40)}`;
    const cases: [string, string][] = [
      ['https://pr-1.preview.example/x/y', 'https://pr-1.preview.example/x/y'],
      ['https://a.b.preview.example/x', 'http://app.example:8080'],
      ['http://127.0.0.1:5173/only', 'http://127.0.0.1:5173/only'],
      ['http://127.0.0.1:5173/', 'http://app.example:8080'],
      ['http://localhost:5173/', 'http://app.example:8080'],
      ['http://app.example:8080/any/path', 'http://app.example:8080/any/path'],
    ];
    for (const [target, expected] of cases) {
      const { location } = await standInSignIn(uniqueEmail('env'), { redirectTo: target, base });
      expect(location.split('#')[0].replace(/\/$/, ''), target).toBe(expected);
    }
  }, 90_000);
});
