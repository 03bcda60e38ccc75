import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/lazy-supabase';
import { invitationKeys } from '@/lib/query-keys';

/** One answered invitation as `get_my_invitations` returns it. */
export interface MyInvitation {
  id: string;
  party_id: string;
  invited_email: string;
  permission_level: string;
  response_type: string;
  status: string;
  created_at: string;
  responded_at: string | null;
  /** Whether the caller may open the party (owner or member); location and date are null otherwise. */
  can_view: boolean;
  party: {
    id: string;
    party_name: string | null;
    party_type: string;
    party_for: string | null;
    guest_count: number;
    location: string | null;
    date: string | null;
  };
}

/**
 * Invitations sent to the signed-in user that were answered, newest first, each with its party.
 * An RPC rather than the inner join of docs/product.md#table-calls: a declined invitee may not read the plan itself
 * (docs/decisions.md#location-and-date-are-private), and the join would drop exactly the rows docs/product.md#invitation-states colours red and yellow.
 * Any error gives an empty list (docs/product.md#table-calls).
 */
export async function getMyInvitations(): Promise<MyInvitation[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('get_my_invitations');
    if (error) {
      console.error('Could not load invitations', error);
      return [];
    }
    return Array.isArray(data) ? (data as unknown as MyInvitation[]) : [];
  } catch (error) {
    console.error('Could not load invitations', error);
    return [];
  }
}

export const myInvitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: invitationKeys.mine(userId),
    queryFn: getMyInvitations,
    staleTime: 30_000,
  });

export function useMyInvitations(userId: string | null | undefined) {
  return useQuery({ ...myInvitationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
