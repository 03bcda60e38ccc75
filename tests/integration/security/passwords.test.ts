// Passwords, with the unmodified supabase-js: #21 at least 8 characters with a lower-case letter, a
// capital and a digit, refused as GoTrue refuses them; #22 a stolen access token alone cannot
// change the password: the current password is asked for, and a session that signed in long ago
// also needs the code GET /reauthenticate e-mails, as secure_password_change does.
import fs from 'node:fs';
import { AuthWeakPasswordError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailMessage } from '../../../supabase/local/mail/store.ts';
import { openPglite } from '../../../supabase/local/db/pglite.ts';
import { anonClient, PASSWORD, signedInClient, uniqueEmail } from '../clients.ts';
import { startStackProcess, testStackPort, type StackProcess } from '../stack-process.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** Someone holding only an access token: plain HTTP to the auth service with it. */
async function putUser(api: string, token: string, body: Record<string, unknown>) {
  const r = await fetch(`${api}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

async function codesTo(api: string, email: string): Promise<string[]> {
  const r = await fetch(`http://127.0.0.1:${Number(new URL(api).port) + 3}/api/messages?to=${encodeURIComponent(email)}`);
  const mails = ((await r.json()) as { messages: MailMessage[] }).messages.filter((m) => m.subject === 'Confirm reauthentication');
  return mails.map((m) => /\b(\d{6})\b/.exec(m.text ?? '')![1]);
}

describe('#21 weak passwords are refused', () => {
  it.each([
    ['123456', ['length', 'characters']],
    ['correct-horse-battery-staple', ['characters']],
    ['Short1', ['length']],
  ] as const)('#21 sign-up with %s is 422 weak_password, reasons %j', async (password, reasons) => {
    const email = uniqueEmail('weak');
    const { data, error } = await anonClient().auth.signUp({ email, password });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((error as AuthWeakPasswordError).reasons).toEqual(reasons);
    expect(data.user).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('#21 the same rule holds for a new password', async () => {
    const { client } = await signedInClient('weak-change');
    const { error } = await client.auth.updateUser({ password: '123456', current_password: PASSWORD });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
  });
});

describe('#22 a stolen token alone cannot change the password (recent session)', () => {
  it('#22 without the current password, or with a wrong one, nothing changes and no session ends', async () => {
    const owner = await signedInClient('stolen');
    const token = (await owner.client.auth.getSession()).data.session!.access_token;
    const otherDevice = anonClient();
    expect((await otherDevice.auth.signInWithPassword({ email: owner.email, password: PASSWORD })).error).toBeNull();

    const bare = await putUser(inject('apiUrl'), token, { password: 'Thief-owns-it-1' });
    expect(bare).toEqual({ status: 400, body: { code: 'current_password_required', message: 'Current password required when setting new password.' } });
    const guessed = await putUser(inject('apiUrl'), token, { password: 'Thief-owns-it-1', current_password: 'Guess-1234' });
    expect(guessed).toMatchObject({ status: 400, body: { code: 'current_password_mismatch' } });

    expect((await anonClient().auth.signInWithPassword({ email: owner.email, password: 'Thief-owns-it-1' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect((await anonClient().auth.signInWithPassword({ email: owner.email, password: PASSWORD })).error).toBeNull();
    expect((await otherDevice.auth.refreshSession()).error).toBeNull();

    // The owner, who knows it, changes it; their other sessions end, as GoTrue does.
    expect((await owner.client.auth.updateUser({ password: 'Owner-new-pass-2', current_password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: owner.email, password: 'Owner-new-pass-2' })).error).toBeNull();
    expect((await otherDevice.auth.refreshSession()).error).not.toBeNull();
  });
});

describe('#22 a session that signed in long ago reauthenticates (own stack)', () => {
  let stack: StackProcess;
  let email: string;
  let owner: SupabaseClient;
  let token: string;

  beforeAll(async () => {
    const port = testStackPort(50);
    stack = await startStackProcess({ port, env: { SUPABASE_LOCAL_SEED: 'false' } });
    email = uniqueEmail('reauth');
    owner = createClient(stack.url, inject('anonKey'), { auth: noSession });
    const signUp = await owner.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    token = signUp.data.session!.access_token;
    // A day and a bit later: the session was created 25 hours ago (its token refreshed meanwhile).
    await stack.stop('SIGTERM');
    const db = await openPglite(`${stack.dataDir}/db`);
    await db.query(`update auth.sessions set created_at = now() - interval '25 hours'`);
    await db.close();
    stack = await startStackProcess({ port, dataDir: stack.dataDir, env: { SUPABASE_LOCAL_SEED: 'false' } });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('#22 the current password is not enough: the code mailed by reauthenticate is needed, once', async () => {
    // Someone with the token and even the password still lacks the code in the owner's inbox.
    const stolen = await putUser(stack.url, token, { password: 'Brand-new-pass-3', current_password: PASSWORD });
    expect(stolen).toEqual({ status: 400, body: { code: 'reauthentication_needed', message: 'Password update requires reauthentication' } });

    // The owner, in the app: reauthenticate, then the code with the change.
    expect((await owner.auth.reauthenticate()).error).toBeNull();
    const [code] = await codesTo(stack.url, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await owner.auth.updateUser({ password: 'Brand-new-pass-3', current_password: PASSWORD, nonce: code === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
    const codeOnly = await owner.auth.updateUser({ password: 'Brand-new-pass-3', nonce: code });
    expect(codeOnly.error).toMatchObject({ status: 400, code: 'current_password_required' });

    expect((await owner.auth.updateUser({ password: 'Brand-new-pass-3', current_password: PASSWORD, nonce: code })).error).toBeNull();
    const anon = createClient(stack.url, inject('anonKey'), { auth: noSession });
    expect((await anon.auth.signInWithPassword({ email, password: 'Brand-new-pass-3' })).error).toBeNull();
    // Used up: the same code does not change it again.
    const again = await owner.auth.updateUser({ password: 'Brand-new-pass-4', current_password: 'Brand-new-pass-3', nonce: code });
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});
