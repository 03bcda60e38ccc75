import bcrypt from 'bcryptjs';
import { numberSetting, section, stringSetting, type ProjectConfig } from '../project-config.ts';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue's default cost (bcrypt.DefaultCost). */
const BCRYPT_COST = 10;
/** bcrypt ignores bytes past 72; GoTrue refuses such passwords rather than silently truncating. */
const PASSWORD_MAX_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Compares against a stored hash. bcryptjs accepts $2a$/$2b$/$2y$, so hashes made by pgcrypto's
 * crypt(pw, gen_salt('bf')) in seed files verify too. No hash (OAuth-only users) never matches.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** GOTRUE_PASSWORD_MIN_LENGTH and GOTRUE_PASSWORD_REQUIRED_CHARACTERS, as the Supabase CLI sets them. */
export interface PasswordPolicy {
  minLength: number;
  /** Sets of characters; a password needs one character of each. */
  requiredCharacters: string[];
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** The CLI's symbol set, after GoTrue has read its `\:` as a literal colon. */
const SYMBOLS = `!@#$%^&*()_+-=[]{};'\\:"|<>?,./\`~`;

/** config.toml's `password_requirements`, mapped as the CLI's PasswordRequirements.ToChar does. */
const REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/**
 * `[auth] minimum_password_length` (the CLI's default 6) and `password_requirements` of
 * supabase/config.toml. The CLI refuses any other requirement; so does this.
 */
export function passwordPolicy(project: ProjectConfig): PasswordPolicy {
  const auth = section(project, 'auth');
  const requirement = stringSetting(auth, 'password_requirements', '');
  const requiredCharacters = REQUIREMENTS[requirement];
  if (!requiredCharacters)
    throw new Error(
      `[auth] password_requirements must be one of ${Object.keys(REQUIREMENTS)
        .map((k) => `"${k}"`)
        .join(', ')}`,
    );
  return { minLength: numberSetting(auth, 'minimum_password_length', 6), requiredCharacters };
}

/**
 * GoTrue's checkPasswordStrength (internal/api/password.go): too long is 400 validation_failed;
 * too short or missing a kind of character is 422 weak_password with every message joined and
 * their reasons (`length`, `characters`). Length counts UTF-8 bytes, as Go's len does.
 */
export function checkPasswordStrength(password: string, policy: PasswordPolicy): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > PASSWORD_MAX_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (policy.requiredCharacters.some((set) => set !== '' && ![...password].some((c) => set.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  if (reasons.length) throw new AuthError(422, 'weak_password', messages.join(' '), reasons);
}

/** bcrypt's limit alone: what GoTrue's admin user creation checks of a password. */
export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
}
