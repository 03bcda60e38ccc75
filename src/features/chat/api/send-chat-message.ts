import { getSupabase } from '@/lib/lazy-supabase';
import type { ChatMessageType } from '../lib/files';
import type { ChatMessage } from './get-chat-messages';

export interface NewChatMessage {
  /** Chosen by the client, so a retry of a message that did land is recognised, not doubled. */
  id: string;
  partyId: string;
  userId: string;
  message: string;
  messageType: ChatMessageType;
  file?: { url: string; name: string; type: string; size: number };
}

/** Inserts one message (docs/product.md#table-calls) and answers the stored row. */
export async function sendChatMessage(input: NewChatMessage): Promise<ChatMessage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('party_chat_messages')
    .insert({
      id: input.id,
      party_id: input.partyId,
      user_id: input.userId,
      message: input.message,
      message_type: input.messageType,
      ...(input.file ? { file_url: input.file.url, file_name: input.file.name, file_type: input.file.type, file_size: input.file.size } : {}),
    })
    .select('*')
    .single();
  if (!error) return data;
  if (error.code === '23505') {
    // The earlier attempt reached the database after all (its answer was lost): use that row.
    const again = await supabase.from('party_chat_messages').select('*').eq('id', input.id).single();
    if (!again.error) return again.data;
  }
  throw error;
}
