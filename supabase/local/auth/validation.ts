import { badRequest } from './errors.ts';

// checkmail.ValidateFormat's pattern, which GoTrue's validateEmail uses.
const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 bytes, checkmail format; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (Buffer.byteLength(email, 'utf8') > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** GoTrue's validatePKCEParams: both or neither, challenge 43–128 characters. */
export function validatePkceParams(method: string, challenge: string): void {
  if (method === '' && challenge === '') return;
  if (method === '' || challenge === '') {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  parseChallengeMethod(method);
}

export function parseChallengeMethod(method: string): 's256' | 'plain' {
  const m = method.toLowerCase();
  if (m === 's256' || m === 'plain') return m;
  throw badRequest('validation_failed', `code challenge method not supported: ${method}`);
}
