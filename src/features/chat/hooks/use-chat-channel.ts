import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withSupabase } from '@/lib/lazy-supabase';
import { chatMessagesKey, mergeMessage, type ChatMessage } from '../api/get-chat-messages';
import { partyPeopleQueryOptions, type PartyPerson } from '@/lib/party-people';

/**
 * One realtime channel per party feed: new messages (INSERT events, filtered by row-level security
 * for each subscriber) go straight into the cached list, and presence says who has the feed open.
 * After a reconnect the list is refetched, since inserts made while offline were not delivered.
 */
export function useChatChannel(partyId: string, userId: string | undefined, enabled: boolean): string[] {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState<string[]>([]);

  useEffect(() => {
    if (!enabled || !userId) return;
    let subscribedBefore = false;
    const stop = withSupabase((supabase) => {
      // Private: the policies on realtime.messages let only the party's owner and members join, so
      // who has the feed open is theirs to see (supabase/migrations/*_chat.sql).
      const channel = supabase.channel(`party-chat:${partyId}`, { config: { private: true, presence: { key: userId } } });
      channel
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${partyId}` }, (payload) => {
          const message = payload.new as ChatMessage;
          queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(partyId), (list) => mergeMessage(list, message));
          const { queryKey: peopleKey } = partyPeopleQueryOptions(partyId);
          const known = queryClient.getQueryData<PartyPerson[]>(peopleKey);
          if (known && !known.some((p) => p.user_id === message.user_id)) void queryClient.invalidateQueries({ queryKey: peopleKey });
        })
        .on('presence', { event: 'sync' }, () => setOnline(Object.keys(channel.presenceState())))
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED') return;
          // Presence carries only the id: names come from get_party_people, which only the party's people may call.
          void channel.track({ user_id: userId, online_at: new Date().toISOString() });
          if (subscribedBefore) void queryClient.invalidateQueries({ queryKey: chatMessagesKey(partyId) });
          subscribedBefore = true;
        });
      return () => void supabase.removeChannel(channel);
    });
    return () => {
      setOnline([]);
      stop();
    };
  }, [partyId, userId, enabled, queryClient]);

  return online;
}
