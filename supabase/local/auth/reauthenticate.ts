import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { deliverLocalMail } from '../mail/index.ts';
import type { JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import { requireAuthentication } from './guard.ts';
import { isExpired, MAIL_FROM, newOtp, tokenHash } from './otp.ts';

// Reauthentication before a password change, as GoTrue does it (internal/api/reauthenticate.go):
//   GET /reauthenticate   e-mails the signed-in user a six-digit code, the nonce;
//   PUT /user {password, nonce}   with `[auth.email] secure_password_change`, a session that signed
//                         in more than RECENT_SIGN_IN_MS ago must send it (reauthentication_needed).
// The nonce is stored as GoTrue's token hash, is used once, and expires with the OTP expiry. Wrong
// nonces count with the address's wrong codes (verify-attempts.ts): five burn it.

/** GoTrue's window: a session created within the last 24 hours counts as having signed in recently. */
export const RECENT_SIGN_IN_MS = 24 * 3600 * 1000;

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** GET /reauthenticate */
export async function reauthenticate(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const { user } = await requireAuthentication(ctx, req);
  if (!user.email) throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  ctx.limits.admitEmail(req, user.reauthentication_sent_at);
  const otp = newOtp();
  await ctx.db.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`, [
    user.id,
    tokenHash(user.email, otp),
  ]);
  ctx.verifyAttempts.reset(user.email);
  await deliverLocalMail(ctx, {
    from: MAIL_FROM,
    to: user.email,
    subject: 'Confirm reauthentication',
    text: `Your verification code\n\nUse the code below to verify your identity. It expires shortly.\n${otp}\n`,
    html: `<h2>Your verification code</h2><p>Use the code below to verify your identity. It expires shortly.</p><p>${otp}</p>`,
  });
  return {};
}

/**
 * GoTrue's verifyReauthentication: the last nonce mailed to the user, within the OTP expiry. Checked
 * before the password change's transaction (five wrong ones burn it); the change then uses it up
 * with useReauthentication, so one nonce changes the password once.
 */
export async function checkReauthentication(ctx: AuthContext, userId: string, email: string, nonce: string): Promise<string> {
  const r = await ctx.db.query<{ reauthentication_token: string | null; reauthentication_sent_at: Date | null }>(
    `select reauthentication_token, reauthentication_sent_at from auth.users where id = $1`,
    [userId],
  );
  const row = r.rows[0];
  const hash = tokenHash(email, nonce);
  if (row?.reauthentication_token && !isExpired(row.reauthentication_sent_at) && hash === row.reauthentication_token) {
    ctx.verifyAttempts.reset(email);
    return hash;
  }
  if (row?.reauthentication_token && ctx.verifyAttempts.fail(email)) {
    await ctx.db.query(`update auth.users set reauthentication_token = '' where id = $1`, [userId]);
  }
  throw invalidNonce();
}

/** Uses up the nonce checkReauthentication accepted; a nonce used meanwhile is refused. */
export async function useReauthentication(tx: Queryable, userId: string, hash: string): Promise<void> {
  const r = await tx.query(`update auth.users set reauthentication_token = '' where id = $1 and reauthentication_token = $2 returning id`, [userId, hash]);
  if (r.rows.length === 0) throw invalidNonce();
}

const invalidNonce = () => unprocessable('reauthentication_not_valid', INVALID_NONCE);
