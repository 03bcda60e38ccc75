import bcrypt from 'bcryptjs';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue's default cost (bcrypt.DefaultCost). */
const BCRYPT_COST = 10;
/** GoTrue's default GOTRUE_PASSWORD_MIN_LENGTH. */
export const PASSWORD_MIN_LENGTH = 6;
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

/** GoTrue's checkPasswordStrength with the default config: only the length rule. */
export function checkPasswordStrength(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > PASSWORD_MAX_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`);
  }
  if (bytes < PASSWORD_MIN_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, ['length']);
  }
}
