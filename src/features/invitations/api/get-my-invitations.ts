import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Database } from '@/lib/database.types';

type InvitationRow = Database['public']['Tables']['party_invitations']['Row'];
type PartyRow = Database['public']['Tables']['party_plans']['Row'];
export type MyInvitation = InvitationRow & { party_plans: PartyRow };

export const ANSWERED_STATUSES = ['accepted', 'declined', 'maybe'] as const;

/**
 * Invitations sent to this e-mail that were answered, newest first, each with its party.
 * Rows whose party cannot be read are dropped; any error gives an empty list (spec §7).
 */
export async function getMyInvitations(email: string): Promise<MyInvitation[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('party_invitations')
      .select('*, party_plans!inner(*)')
      .eq('invited_email', email)
      .in('status', [...ANSWERED_STATUSES])
      .order('created_at', { ascending: false });
    if (error) {
      console.error('Could not load invitations', error);
      return [];
    }
    return (data ?? []).filter((row): row is MyInvitation => Boolean(row.party_plans));
  } catch (error) {
    console.error('Could not load invitations', error);
    return [];
  }
}

export const myInvitationsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['party-invitations', 'mine', email],
    queryFn: () => getMyInvitations(email),
    staleTime: 30_000,
  });

export function useMyInvitations(email: string | null | undefined) {
  return useQuery({ ...myInvitationsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
