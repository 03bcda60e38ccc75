import { useMutation } from '@tanstack/react-query';
import { isAuthError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** What the user reads when the auth server refuses the change. */
export function changeEmailErrorMessage(error: unknown): string {
  if (isAuthError(error)) {
    if (error.code === 'email_exists') return 'That e-mail address is already used by another account';
    if (error.code === 'validation_failed') return 'Please enter a valid e-mail address';
    // max_frequency's message says how long to wait; the hourly limit's does not.
    if (error.code === 'over_email_send_rate_limit') {
      return error.message.startsWith('For security purposes') ? error.message : 'Too many e-mails were sent. Please try again later.';
    }
    if (error.code === 'over_request_rate_limit') return 'Too many attempts. Please try again in a few minutes.';
  }
  return 'Could not change your e-mail. Please try again.';
}

/**
 * Asks for an e-mail change: the address changes only once the confirmation links the server
 * mails (to the new address and, with double confirmation, to the current one) are followed. The
 * links come back to the profile page.
 */
export async function changeEmail(email: string) {
  const { data, error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/profile` });
  if (error) throw error;
  return data.user;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
