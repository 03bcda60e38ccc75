import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { messageTypeFor } from '../lib/files';
import { chatMessagesKey, mergeMessage, type ChatMessage } from '../api/get-chat-messages';
import { sendChatMessage } from '../api/send-chat-message';
import { uploadChatFile, type UploadedChatFile } from '../api/upload-chat-file';

/** A message shown before the server has it: on its way, or failed and waiting for a retry. */
export interface PendingMessage {
  id: string;
  createdAt: string;
  status: 'sending' | 'failed';
  text: string;
  file?: File;
  /** Set once the file is stored, so a retry after a failed insert does not upload it again. */
  uploaded?: UploadedChatFile;
  progress?: number;
}

/**
 * Sends text and files optimistically. One send at a time (docs/product.md#chat-validation): while one is in flight,
 * further sends are refused. A failure keeps the message on screen, marked, with a retry.
 */
export function useChatSender(partyId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [inFlight, setInFlight] = useState(false);
  // The state above updates on the next render; this guards double submits within one tick.
  const busy = useRef(false);

  const patch = useCallback((id: string, changes: Partial<PendingMessage>) => {
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...changes } : p)));
  }, []);

  const run = useCallback(
    async (entry: PendingMessage) => {
      if (!userId) return;
      let uploaded = entry.uploaded;
      try {
        if (entry.file && !uploaded) {
          uploaded = await uploadChatFile(partyId, userId, entry.file, (progress) => patch(entry.id, { progress }));
          patch(entry.id, { uploaded });
        }
      } catch (error) {
        console.error('Chat upload failed', error);
        patch(entry.id, { status: 'failed', progress: undefined });
        toast.error('Failed to upload file. Please try again.');
        return;
      }
      try {
        const row = await sendChatMessage({
          id: entry.id,
          partyId,
          userId,
          message: uploaded ? '' : entry.text,
          messageType: uploaded ? messageTypeFor(uploaded.type) : 'text',
          file: uploaded,
        });
        queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(partyId), (list) => mergeMessage(list, row));
        setPending((list) => list.filter((p) => p.id !== entry.id));
        if (uploaded) toast.success(messageTypeFor(uploaded.type) === 'image' ? 'Image uploaded successfully' : 'File uploaded successfully');
      } catch (error) {
        console.error('Chat message failed', error);
        patch(entry.id, { status: 'failed', progress: undefined });
        toast.error(uploaded ? 'Failed to upload file. Please try again.' : 'Failed to send message');
      }
    },
    [partyId, userId, patch, queryClient],
  );

  const start = useCallback(
    async (entry: PendingMessage) => {
      if (busy.current) return false;
      busy.current = true;
      setInFlight(true);
      try {
        await run(entry);
      } finally {
        busy.current = false;
        setInFlight(false);
      }
      return true;
    },
    [run],
  );

  /** Answers false when refused: empty or whitespace only, or another send in flight. */
  const sendText = useCallback(
    (text: string) => {
      if (busy.current || !text.trim() || !userId) return false;
      const entry: PendingMessage = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), status: 'sending', text };
      setPending((list) => [...list, entry]);
      void start(entry);
      return true;
    },
    [start, userId],
  );

  const sendFile = useCallback(
    (file: File) => {
      if (busy.current || !userId) return false;
      const entry: PendingMessage = {
        id: crypto.randomUUID(),
        createdAt: new Date().toISOString(),
        status: 'sending',
        text: '',
        file,
        progress: 0,
      };
      setPending((list) => [...list, entry]);
      void start(entry);
      return true;
    },
    [start, userId],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = pending.find((p) => p.id === id);
      if (!entry || entry.status !== 'failed' || busy.current) return;
      patch(id, { status: 'sending', progress: entry.file && !entry.uploaded ? 0 : undefined });
      void start({ ...entry, status: 'sending' });
    },
    [pending, patch, start],
  );

  const discard = useCallback((id: string) => setPending((list) => list.filter((p) => p.id !== id || p.status !== 'failed')), []);

  return { pending, inFlight, sendText, sendFile, retry, discard };
}
