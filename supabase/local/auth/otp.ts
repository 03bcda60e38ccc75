import { createHash, randomInt } from 'node:crypto';
import { forbidden } from './errors.ts';

/** The Supabase CLI's default `[auth.email] otp_expiry`. */
export const OTP_EXPIRY_MS = 3600 * 1000;
export const MAIL_FROM = 'Confetti <no-reply@confetti.local>';
export const PKCE_PREFIX = 'pkce_';

/** A six-digit code, as GoTrue's crypto.GenerateOtp with the default length. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** GoTrue's token hash, sha224(email + code): the link, the code and token_hash name the same secret. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export const invalidOtp = () => forbidden('otp_expired', 'Token has expired or is invalid');

export const isExpired = (sentAt: Date | null) => !sentAt || Date.now() > new Date(sentAt).getTime() + OTP_EXPIRY_MS;
