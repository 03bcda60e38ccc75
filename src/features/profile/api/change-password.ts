import { useMutation } from '@tanstack/react-query';
import { isAuthError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { weakPasswordMessage } from '@/lib/password-rule';

export interface PasswordChange {
  password: string;
  /** Omitted for an account that has no password yet (signed up with Google). */
  currentPassword?: string;
  /** The code the server e-mailed when it asked for reauthentication. */
  nonce?: string;
}

/**
 * Changes the password as the auth service asks (docs/security.md #22): with the current password,
 * and, when the session signed in long ago, with the code it e-mails. Answers 'code-sent' when the
 * server asked for that code and it has gone out; the caller sends the change again with it.
 */
export async function changePassword({ password, currentPassword, nonce }: PasswordChange): Promise<'changed' | 'code-sent'> {
  const { error } = await supabase.auth.updateUser({
    password,
    ...(currentPassword ? { current_password: currentPassword } : {}),
    ...(nonce ? { nonce } : {}),
  });
  if (!error) return 'changed';
  if (isAuthError(error) && error.code === 'reauthentication_needed' && !nonce) {
    const sent = await supabase.auth.reauthenticate();
    if (sent.error) throw sent.error;
    return 'code-sent';
  }
  throw error;
}

/** What the user reads when the auth server refuses the change. */
export function changePasswordErrorMessage(error: unknown): string {
  const weak = weakPasswordMessage(error);
  if (weak) return weak;
  if (isAuthError(error)) {
    if (error.code === 'current_password_mismatch' || error.code === 'current_password_required') return 'Your current password is not right.';
    if (error.code === 'reauthentication_not_valid') return 'That code is not right or has expired. Send a new one.';
    if (error.code === 'same_password') return 'Your new password must be different from the current one.';
    if (error.code === 'over_email_send_rate_limit') {
      return error.message.startsWith('For security purposes') ? error.message : 'Too many e-mails were sent. Please try again later.';
    }
    if (error.code === 'over_request_rate_limit') return 'Too many attempts. Please try again in a few minutes.';
  }
  return 'Could not change your password. Please try again.';
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Sends a fresh code when the first one expired or was mistyped too often. */
export function useResendReauthentication() {
  return useMutation({
    mutationFn: async () => {
      const { error } = await supabase.auth.reauthenticate();
      if (error) throw error;
    },
  });
}
