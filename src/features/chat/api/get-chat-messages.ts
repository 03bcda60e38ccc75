import { queryOptions } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { getSupabase } from '@/lib/lazy-supabase';
import type { Tables } from '@/lib/database.types';
import { chatKeys } from '@/lib/query-keys';

/** Senders' names and avatars come from the party's participants (profiles are private to their user). */
export type ChatMessage = Tables<'party_chat_messages'>;

/** The feed shows this many of the newest messages. */
export const CHAT_HISTORY_LIMIT = 500;

export const chatMessagesKey = chatKeys.messages;

/** A party's messages, oldest first (docs/product.md#table-calls), the newest CHAT_HISTORY_LIMIT of them. */
export async function getChatMessages(partyId: string): Promise<ChatMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('party_chat_messages')
    .select('*')
    .eq('party_id', partyId)
    .order('created_at', { ascending: false })
    .limit(CHAT_HISTORY_LIMIT);
  if (error) throw error;
  return data.reverse();
}

export const chatMessagesQueryOptions = (partyId: string) =>
  // Realtime keeps the list current; a refetch happens only when the channel reconnects.
  queryOptions({ queryKey: chatMessagesKey(partyId), queryFn: () => getChatMessages(partyId), staleTime: Infinity });

export function useChatMessages(partyId: string, enabled: boolean) {
  return useDeferredQuery({ ...chatMessagesQueryOptions(partyId), enabled });
}

/** Adds or replaces a message in a list kept in created_at order (realtime and sends both land here). */
export function mergeMessage(list: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const current = list ?? [];
  const existing = current.find((m) => m.id === message.id);
  const merged = existing ? { ...existing, ...message } : message;
  const rest = current.filter((m) => m.id !== message.id);
  const at = rest.findIndex((m) => m.created_at > merged.created_at);
  if (at === -1) return [...rest, merged];
  return [...rest.slice(0, at), merged, ...rest.slice(at)];
}
