import { isAuthWeakPasswordError } from './auth-error';

/**
 * The password rule of supabase/config.toml (`minimum_password_length = 8`, `password_requirements
 * = "lower_upper_letters_digits"`), which the auth service enforces (docs/security.md #21). Forms say
 * it before submit and check it first, so nobody learns it from a refusal.
 */
export const PASSWORD_RULE = 'At least 8 characters, with a lower-case letter, a capital letter and a digit.';
export const PASSWORD_MIN_LENGTH = 8;

/** The rule, as one sentence, when the password breaks it; null when it keeps it. */
export function passwordProblem(password: string): string | null {
  const long = new TextEncoder().encode(password).length >= PASSWORD_MIN_LENGTH;
  return long && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password) ? null : PASSWORD_RULE;
}

/**
 * What to tell someone whose new password the auth service refused as weak: the rule, unless it
 * was refused as a known leaked password (a hosted project's leaked-password protection), whose
 * own message says so.
 */
export function weakPasswordMessage(error: unknown): string | null {
  if (!isAuthWeakPasswordError(error)) return null;
  return error.reasons.includes('pwned') ? error.message : PASSWORD_RULE;
}
