import type { User } from '@supabase/supabase-js';
import type { EmailContext } from '../api/send-invitation-email';

/** What the e-mail call is told about the inviter and the party (the server uses its own values). */
export function emailContext(user: User | null, partyType: string): EmailContext {
  const meta = (user?.user_metadata ?? {}) as { full_name?: unknown };
  const name = typeof meta.full_name === 'string' && meta.full_name.trim() ? meta.full_name.trim() : (user?.email ?? 'Someone');
  return { inviterName: name, partyType };
}

/** A loose shape check before the database's own: something@something.something. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
