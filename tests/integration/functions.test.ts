import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { signJwt, wellKnownKeys } from '../../supabase/local/jwt.ts';
import { startStackProcess, type StackProcess, testStackPort } from './stack-process.ts';

// Edge functions under real Deno, and the local mailbox, on a stack of our own: it serves the test
// fixture functions (tests/fixtures/functions) with a 1 s request timeout.
const PORT = testStackPort(60);
const MAILBOX = `http://127.0.0.1:${PORT + 3}`;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/functions');
const DOTENV = path.join(FIXTURES, '.env');

let stack: StackProcess;
let anonKey: string;
let fakeResend: http.Server;
let resendUrl: string;
const resendCalls: { auth?: string; body: Record<string, unknown> }[] = [];

function client(): SupabaseClient {
  return createClient(stack.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const fn = (name: string, init?: RequestInit) => fetch(`${stack.url}/functions/v1/${name}`, init);

async function signedIn(): Promise<{ c: SupabaseClient; userId: string; email: string }> {
  const c = client();
  const email = `fn-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const { data, error } = await c.auth.signUp({ email, password: 'Correct-Horse-Battery-9' });
  if (error) throw error;
  return { c, userId: data.user!.id, email };
}

/** Rewrites the functions' .env; the stack restarts workers on change (and says so), so wait until they see it. */
async function setDotenv(lines: string[], marker: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const restarted = stack.nextOutput(/sources changed/);
    if (attempt === 0) fs.writeFileSync(DOTENV, [...lines, `FIXTURE_GREETING=${marker}`].join('\n') + '\n');
    await restarted;
    // A restart for an earlier change can come between the write and its own: then wait for the next.
    if ((await (await fn('env')).json()).fromDotenv === marker) return;
  }
  throw new Error('workers did not pick up the new .env');
}

beforeAll(async () => {
  fakeResend = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      resendCalls.push({ auth: req.headers.authorization, body });
      const failing = String(body.to).startsWith('resend-down');
      res.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failing ? { message: 'internal error' } : { id: 'resend-id-1' }));
    });
  });
  await new Promise<void>((r) => fakeResend.listen(0, '127.0.0.1', () => r()));
  resendUrl = `http://127.0.0.1:${(fakeResend.address() as AddressInfo).port}`;
  fs.writeFileSync(DOTENV, 'FIXTURE_GREETING=hello from .env\n');
  anonKey = (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey;
  stack = await startStackProcess({
    port: PORT,
    env: {
      SUPABASE_LOCAL_FUNCTIONS_DIR: FIXTURES,
      SUPABASE_LOCAL_FUNCTION_TIMEOUT_MS: '1000',
      LEAK_CANARY: 'must-not-reach-functions',
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  fs.rmSync(DOTENV, { force: true });
  await new Promise((r) => fakeResend?.close(r));
});

async function timed(call: () => Promise<unknown>, warmRuns = 10): Promise<{ cold: number; warm: number }> {
  let t = performance.now();
  await call();
  const cold = performance.now() - t;
  const runs: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    t = performance.now();
    await call();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return { cold, warm: runs[Math.floor(warmRuns / 2)] };
}

describe('edge functions', () => {
  it('starts a function on first call and keeps it warm (timings in the log)', async () => {
    const open = await timed(async () => expect((await fn('open', { method: 'POST' })).status).toBe(200), 20);
    const echo = await timed(async () => expect((await client().functions.invoke('echo-validate', { body: { name: 'Ada', guests: 1 } })).error).toBeNull(), 20);
    console.log(
      `[functions] cold start / warm median: open (no imports) ${open.cold.toFixed(0)} / ${open.warm.toFixed(1)} ms; ` +
        `echo-validate (zod) ${echo.cold.toFixed(0)} / ${echo.warm.toFixed(1)} ms`,
    );
  });

  it('gives a function the signed-in caller (supabase-js in, auth.getUser out)', async () => {
    const { c, userId, email } = await signedIn();
    const t = await timed(async () => {
      const { data, error } = await c.functions.invoke('whoami', { body: {} });
      expect(error).toBeNull();
      expect(data).toMatchObject({ sub: userId, role: 'authenticated', user: { id: userId, email }, apikey: 'present' });
    });
    console.log(`[functions] whoami (supabase-js + auth.getUser round trip) cold ${t.cold.toFixed(0)} ms, warm median ${t.warm.toFixed(1)} ms`);
  });

  it('passes a minted user JWT through as Authorization', async () => {
    const token = await signJwt(
      { sub: '00000000-0000-4000-8000-0000000000aa', role: 'authenticated', email: 'x@example.test', exp: Math.floor(Date.now() / 1000) + 600 },
      DEFAULT_JWT_SECRET,
    );
    const res = await fn('whoami', { method: 'POST', headers: { Authorization: `Bearer ${token}`, apikey: anonKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sub: '00000000-0000-4000-8000-0000000000aa', role: 'authenticated' });
  });

  it('answers an invalid body with 400 and says what is wrong', async () => {
    const { data, error } = await client().functions.invoke('echo-validate', { body: { name: '  ', guests: 0 } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error.context.status).toBe(400);
    const body = await error.context.json();
    expect(body.error).toBe('Invalid request');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(['name', 'guests']);
    expect(body.details[0].message).toBe('Name is required');

    const ok = await client().functions.invoke('echo-validate/sub?x=1', { body: { name: 'Ada', guests: 12 } });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ echo: { name: 'Ada', guests: 12 }, path: '/echo-validate/sub', method: 'POST' });
  });

  it('turns a throwing function into a 500 without leaking details, and keeps serving', async () => {
    const { error } = await client().functions.invoke('boom', { method: 'GET' });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error.context.status).toBe(500);
    const text = await error.context.text();
    expect(JSON.parse(text)).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    expect(text).not.toMatch(/kaboom|at |\.ts/);

    const next = await client().functions.invoke('boom?ok=1', { method: 'GET' });
    expect(next.error).toBeNull();
    expect(next.data.calls).toBeGreaterThanOrEqual(2);
  });

  it('gives 504 when a function does not answer in time, then serves the next call', async () => {
    const t0 = Date.now();
    const { error } = await client().functions.invoke('slow?ms=5000', { method: 'GET' });
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error.context.status).toBe(504);
    expect((await error.context.json()).code).toBe('WORKER_LIMIT');

    const next = await client().functions.invoke('slow?ms=10', { method: 'GET' });
    expect(next.error).toBeNull();
    expect(next.data).toEqual({ slept: 10 });
  });

  it('answers unknown or private names with 404 NOT_FOUND', async () => {
    for (const name of ['does-not-exist', '_shared', '..%2Fboom']) {
      const res = await fn(name, { method: 'POST', headers: { Authorization: `Bearer ${anonKey}` } });
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    const { error } = await client().functions.invoke('does-not-exist');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error.context.status).toBe(404);
  });

  it('answers 503 BOOT_ERROR for a function that fails to load, and keeps serving the others', async () => {
    for (let i = 0; i < 2; i++) {
      const { error } = await client().functions.invoke('broken');
      expect(error).toBeInstanceOf(FunctionsHttpError);
      expect(error.context.status).toBe(503);
      expect(await error.context.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
    }
    expect((await fn('open')).status).toBe(200);
  });

  it('checks the JWT unless config.toml sets verify_jwt = false', async () => {
    const missing = await fn('whoami', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });

    const forged = await signJwt({ sub: 'x', role: 'authenticated' }, 'another-secret-another-secret-another-secret');
    for (const token of ['not-a-jwt', forged]) {
      const res = await fn('whoami', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('Invalid JWT');
    }

    const open = await fn('open', { method: 'POST' });
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ ok: true, authorization: 'missing' });
  });

  it('answers a browser CORS preflight without a JWT, also for functions that verify one', async () => {
    for (const name of ['whoami', 'open', 'echo-validate']) {
      const res = await fn(name, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
        },
      });
      expect(res.status, name).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin'), name).toBe('*');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowed, `${name} ${h}`).toContain(h);
      expect(res.headers.get('access-control-allow-methods'), name).toContain('POST');
    }
  });

  it('gives functions their .env and the Supabase settings, and nothing else from the stack', async () => {
    const env = await (await fn('env')).json();
    expect(env.fromDotenv).toBe('hello from .env');
    expect(env.keys).toEqual(expect.arrayContaining(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'LOCAL_MAILBOX_URL']));
    expect(env.keys).not.toContain('LEAK_CANARY');
    expect(env.keys).not.toContain('SUPABASE_LOCAL_FUNCTIONS_DIR');
  });
});

describe('local mailbox', () => {
  it('receives what a function sends through the e-mail provider', async () => {
    const to = `guest-${Date.now()}@example.test`;
    const { data, error } = await client().functions.invoke('send-test-mail', {
      body: { to, subject: 'You are invited', html: '<p>Party at <b>8</b></p>', text: 'Party at 8' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ provider: 'local-mailbox', fellBack: false });

    const list = await (await fetch(`${MAILBOX}/api/messages?to=${encodeURIComponent(to)}`)).json();
    expect(list.messages).toHaveLength(1);
    expect(list.messages[0]).toMatchObject({ id: data.id, to: [to], subject: 'You are invited', html: '<p>Party at <b>8</b></p>', text: 'Party at 8' });
    const one = await (await fetch(`${MAILBOX}/api/messages/${data.id}`)).json();
    expect(one.subject).toBe('You are invited');
  });

  it('lists newest first and refuses bodies over 1 MB', async () => {
    const to = `order-${Date.now()}@example.test`;
    for (const subject of ['first', 'second']) {
      const res = await fetch(`${MAILBOX}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: 'a@example.test', to: [to], subject, text: subject }),
      });
      expect(res.status).toBe(201);
    }
    const list = await (await fetch(`${MAILBOX}/api/messages?to=${to}`)).json();
    expect(list.messages.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);

    const big = await fetch(`${MAILBOX}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'a@example.test', to, subject: 'big', text: 'x'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    const bad = await fetch(`${MAILBOX}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to":"x@example.test"}' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('"from" is required');
  });

  it('escapes everything on its pages and renders HTML bodies only in a sandboxed iframe', async () => {
    const res = await fetch(`${MAILBOX}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        from: 'Mallory <m@example.test>',
        to: 'victim@example.test',
        subject: '<script>alert(1)</script>',
        html: '<img src=x onerror="alert(2)"><p>hi</p>',
        text: '</pre><script>alert(3)</script>',
      }),
    });
    const { id } = await res.json();

    const inbox = await fetch(`${MAILBOX}/`);
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    const list = await inbox.text();
    expect(list).not.toContain('<script>');
    expect(list).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(list).toContain('Mallory &#60;m@example.test&#62;');

    const page = await (await fetch(`${MAILBOX}/messages/${id}`)).text();
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toMatch(/<iframe [^>]*sandbox="" [^>]*srcdoc="&#60;img src=x onerror=&#34;alert\(2\)&#34;&#62;&#60;p&#62;hi&#60;\/p&#62;"/);
    expect(page).toContain('&#60;/pre&#62;&#60;script&#62;alert(3)');
  });
});

describe('e-mail provider selection', () => {
  it('uses Resend when configured and falls back to the mailbox when Resend fails', async () => {
    await setDotenv([`RESEND_API_KEY=re_test_key`, `EMAIL_FROM="Confetti <party@example.com>"`, `RESEND_API_URL=${resendUrl}`], 'resend-on');
    try {
      const sent = await client().functions.invoke('send-test-mail', { body: { to: 'resend-ok@example.test', subject: 'Via Resend', text: 'hi' } });
      expect(sent.error).toBeNull();
      expect(sent.data).toEqual({ id: 'resend-id-1', provider: 'resend', fellBack: false });
      expect(resendCalls.at(-1)).toMatchObject({
        auth: 'Bearer re_test_key',
        body: { from: 'Confetti <party@example.com>', to: 'resend-ok@example.test', subject: 'Via Resend' },
      });

      const to = `resend-down-${Date.now()}@example.test`;
      const fallback = await client().functions.invoke('send-test-mail', { body: { to, subject: 'Resend is down', text: 'hi' } });
      expect(fallback.error).toBeNull();
      expect(fallback.data).toMatchObject({ provider: 'local-mailbox', fellBack: true, reason: 'Resend answered 500: internal error' });
      const list = await (await fetch(`${MAILBOX}/api/messages?to=${to}`)).json();
      expect(list.messages[0]).toMatchObject({ id: fallback.data.id, from: 'Confetti <party@example.com>' });
    } finally {
      await setDotenv([], 'resend-off');
    }
  });
});
