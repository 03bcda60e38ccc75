import { getSupabase } from '@/lib/lazy-supabase';

/**
 * docs/product.md#table-calls link-up: invitations sent to the signed-in user's e-mail get their user id (server-side,
 * by the e-mail in the JWT). Loaded lazily: the app shell must not pull the SDK in for visitors.
 */
export async function linkMyInvitations(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('link_my_invitations');
  if (error) throw error;
  return data ?? 0;
}
