import type { AuthError } from '@supabase/supabase-js';

/**
 * supabase-js's `isAuthError`, without importing the SDK into the sign-in page's code: the page
 * goes live before the SDK has arrived (docs/decisions.md#a-light-main-thread). The SDK marks its
 * auth errors with `__isAuthError`, which is what its own check reads.
 */
export function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

/** supabase-js's `isAuthWeakPasswordError`, by the same marks: a password the auth service refused as weak. */
export function isAuthWeakPasswordError(error: unknown): error is AuthError & { reasons: string[] } {
  return isAuthError(error) && error.name === 'AuthWeakPasswordError';
}
