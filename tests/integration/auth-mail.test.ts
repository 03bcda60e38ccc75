// Auth e-mails through the local mailbox: password recovery with the unmodified supabase-js, the
// link and the 6-digit code from the message the stack delivered; and, on a stack of its own with
// confirmations enabled, the sign-up confirmation e-mail.
import fs from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, apiUrl, PASSWORD, signedInClient, uniqueEmail } from './clients.ts';
import type { MailMessage } from '../../supabase/local/mail/store.ts';
import { startStackProcess, type StackProcess, testStackPort } from './stack-process.ts';

// stack-process.ts puts the mailbox three ports above the API.
const mailboxOf = (api: string) => `http://127.0.0.1:${Number(new URL(api).port) + 3}`;
let mailbox = () => mailboxOf(apiUrl());
const APP = 'http://localhost:5173/reset-password';

type Mail = MailMessage;

async function mailsTo(email: string): Promise<Mail[]> {
  const r = await fetch(`${mailbox()}/api/messages?to=${encodeURIComponent(email)}`);
  expect(r.status).toBe(200);
  return (await r.json()).messages;
}

function linkAndCode(mail: Mail): { link: string; code: string } {
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text ?? '')?.[1];
  const code = /enter the code: (\d{6})/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text ?? '').toBeDefined();
  expect(code, mail.text ?? '').toBeDefined();
  return { link: link!, code: code! };
}

describe('password recovery e-mail', () => {
  it('sends the link to the mailbox; the link signs the user in once, in the URL fragment', async () => {
    const { email } = await signedInClient('recover-link');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: APP });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ to: [email], subject: 'Reset Your Password' });
    expect(mail.html).toContain('Reset Password');
    const { link } = linkAndCode(mail);
    expect(link).toContain('type=recovery');

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${APP}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(user.error).toBeNull();
    expect(user.data.user!.email).toBe(email);

    // Single use: the second visit goes back to the app with GoTrue's error.
    const again = await fetch(link, { redirect: 'manual' });
    const err = new URLSearchParams(again.headers.get('location')!.split('#')[1]);
    expect(err.get('error_code')).toBe('otp_expired');
    expect(err.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('accepts the code with verifyOtp, after which the user sets a new password', async () => {
    const { email } = await signedInClient('recover-code');
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { code } = linkAndCode((await mailsTo(email))[0]);

    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const ok = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session!.user.email).toBe(email);
    const newPassword = `${PASSWORD}-renewed`;
    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });

    // The code was used up.
    expect((await client.auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toMatchObject({ status: 403 });
  });

  it('works with the PKCE flow: the link returns ?code= for exchangeCodeForSession', async () => {
    const { email } = await signedInClient('recover-pkce');
    const client = createClient(apiUrl(), inject('anonKey'), {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    });
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: APP })).error).toBeNull();
    const { link } = linkAndCode((await mailsTo(email))[0]);
    const followed = await fetch(link, { redirect: 'manual' });
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user!.email).toBe(email);
  });

  it('does not reveal unknown addresses and answers bad input with 4xx', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await anonClient().auth.resetPasswordForEmail(nobody)).toEqual({ data: {}, error: null });
    expect(await mailsTo(nobody)).toEqual([]);

    expect((await anonClient().auth.resetPasswordForEmail('not-an-email')).error).toMatchObject({ status: 400, code: 'validation_failed' });
    const noToken = await anonClient().auth.verifyOtp({ token_hash: '', type: 'recovery' });
    expect(noToken.error).toMatchObject({ status: 400 });
    const badHash = await anonClient().auth.verifyOtp({ token_hash: 'x'.repeat(56), type: 'recovery' });
    expect(badHash.error).toMatchObject({ status: 403, code: 'otp_expired' });

    // A link with a foreign redirect_to falls back to the site URL, never an open redirect.
    const r = await fetch(`${apiUrl()}/auth/v1/verify?token=nope&type=recovery&redirect_to=https://evil.example/x`, { redirect: 'manual' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/?#error=access_denied/);
  });
});

describe('sign-up confirmation e-mail (confirmations enabled)', () => {
  let stack: StackProcess;
  const client = () => createClient(stack.url, inject('anonKey'), { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

  beforeAll(async () => {
    stack = await startStackProcess({
      port: testStackPort(90),
      env: { SUPABASE_LOCAL_AUTH_ENABLE_CONFIRMATIONS: 'true', SUPABASE_LOCAL_SEED: 'false' },
    });
    mailbox = () => mailboxOf(stack.url);
  });

  afterAll(async () => {
    mailbox = () => mailboxOf(apiUrl());
    await stack?.stop();
    if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  });

  it('answers sign-up with the user and no session, mails the link, and the link confirms', async () => {
    expect(await (await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: inject('anonKey') } })).json()).toMatchObject({
      mailer_autoconfirm: false,
    });
    const email = uniqueEmail('confirm');
    const signUp = await client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: APP } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email });
    expect(signUp.data.user!.email_confirmed_at).toBeUndefined();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'email_not_confirmed' });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const { link } = linkAndCode(mail);
    expect(link).toContain('type=signup');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${APP}#access_token=`)).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('type')).toBe('signup');

    const signIn = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.email_confirmed_at).toBeTruthy();
  });

  it('resends the confirmation: a new link replaces the old one; confirmed or unknown addresses get nothing and no hint', async () => {
    const email = uniqueEmail('confirm-resend');
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const first = linkAndCode((await mailsTo(email))[0]);
    const again = await client().auth.resend({ type: 'signup', email, options: { emailRedirectTo: APP } });
    expect(again.error).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = linkAndCode(mails[0]); // newest first
    expect(second.link).not.toBe(first.link);
    // The first link no longer works; the new one confirms.
    const stale = await fetch(first.link, { redirect: 'manual' });
    expect(new URLSearchParams(stale.headers.get('location')!.split('#')[1]).get('error_code')).toBe('otp_expired');
    const ok = await fetch(second.link, { redirect: 'manual' });
    expect(ok.headers.get('location')!.startsWith(`${APP}#access_token=`)).toBe(true);

    // Confirmed now, and an unknown address: 200 and nothing sent.
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
    const nobody = uniqueEmail('nobody');
    expect((await client().auth.resend({ type: 'signup', email: nobody })).error).toBeNull();
    expect(await mailsTo(nobody)).toEqual([]);
    // Phones are not offered here.
    expect((await client().auth.resend({ type: 'sms', phone: '+15555550100' })).error).toMatchObject({ code: 'phone_provider_disabled' });
  });

  it('confirms with the code through verifyOtp as well', async () => {
    const email = uniqueEmail('confirm-code');
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { code } = linkAndCode((await mailsTo(email))[0]);
    const verified = await client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session!.user.email).toBe(email);
  });
});
