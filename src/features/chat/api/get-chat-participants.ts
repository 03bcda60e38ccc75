import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { chatKeys } from '@/lib/query-keys';

export interface Participant {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
}

export const chatParticipantsKey = chatKeys.participants;

/** The party's owner and members with their profiles: names and avatars for live messages and presence. */
export async function getChatParticipants(partyId: string, ownerId: string): Promise<Record<string, Participant>> {
  const [owner, members] = await Promise.all([
    supabase.from('profiles').select('id, full_name, avatar_url').eq('id', ownerId).maybeSingle(),
    supabase.from('party_members').select('user_id, profiles(id, full_name, avatar_url)').eq('party_id', partyId),
  ]);
  if (owner.error) throw owner.error;
  if (members.error) throw members.error;
  const byId: Record<string, Participant> = {};
  byId[ownerId] = owner.data ?? { id: ownerId, full_name: null, avatar_url: null };
  for (const m of members.data as unknown as Array<{ user_id: string; profiles: Participant | null }>) {
    byId[m.user_id] = m.profiles ?? { id: m.user_id, full_name: null, avatar_url: null };
  }
  return byId;
}

export const chatParticipantsQueryOptions = (partyId: string, ownerId: string) =>
  queryOptions({ queryKey: chatParticipantsKey(partyId), queryFn: () => getChatParticipants(partyId, ownerId), staleTime: 60_000 });

export function useChatParticipants(partyId: string, ownerId: string, enabled: boolean) {
  return useQuery({ ...chatParticipantsQueryOptions(partyId, ownerId), enabled });
}
