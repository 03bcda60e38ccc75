import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { ChatMessage } from '../api/get-chat-messages';
import type { Participant } from '../api/get-chat-participants';
import type { PendingMessage } from '../hooks/use-chat-sender';
import { formatFileSize } from '../lib/files';
import { chatDisplayName } from '../lib/send-rules';
import { ChatAttachment } from './chat-attachment';
import { MessageBubble } from './message-bubble';
import { MessageText } from './message-text';

/** How close to the bottom (px) still counts as "reading the newest". */
const STICK_THRESHOLD = 48;

interface MessageListProps {
  partyId: string;
  userId: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  participants: Record<string, Participant>;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

/**
 * The feed, oldest first, in a box of fixed height. It follows new messages while the reader is
 * at the bottom; a reader who scrolled up keeps their place and gets a 'New messages' marker.
 * Memoised: it measures its box after each render, a layout the page's other updates need not pay.
 */
export const MessageList = memo(function MessageList({ partyId, userId, messages, pending: allPending, participants, onRetry, onDiscard }: MessageListProps) {
  // Realtime may deliver our own insert before its request answers: show it once.
  const stored = new Set(messages.map((m) => m.id));
  const pending = allPending.filter((p) => !stored.has(p.id));
  const box = useRef<HTMLDivElement>(null);
  // The content height as of the last render: a reader was "at the bottom" if they were near the
  // end of that, whatever the new content added (decided from the DOM, not from scroll events,
  // which arrive a frame late).
  const lastHeight = useRef(0);
  const seen = useRef<{ lastMessageId: string | null; lastPendingId: string | null } | null>(null);
  const [unseen, setUnseen] = useState(false);
  const me = participants[userId];

  const nearBottom = (el: HTMLElement, height: number) => height - el.scrollTop - el.clientHeight <= STICK_THRESHOLD;

  const scrollToBottom = useCallback(() => {
    const el = box.current;
    if (el) {
      el.scrollTop = el.scrollHeight;
      lastHeight.current = el.scrollHeight;
    }
    setUnseen(false);
  }, []);

  const total = messages.length + pending.length;
  const lastMessageId = messages.at(-1)?.id ?? null;
  const lastPendingId = pending.at(-1)?.id ?? null;
  // Ids sent from this tab: when one lands in the list it is the reader's own send, not news.
  const sentHere = useRef(new Set<string>());
  const pendingIds = pending.map((p) => p.id).join(' ');

  useLayoutEffect(() => {
    for (const id of pendingIds.split(' ')) if (id) sentHere.current.add(id);
    const before = seen.current;
    seen.current = { lastMessageId, lastPendingId };
    if (!before) {
      scrollToBottom(); // first render: start at the newest
      return;
    }
    const el = box.current;
    const wasAtBottom = !el || nearBottom(el, lastHeight.current);
    const arrived = lastMessageId !== before.lastMessageId;
    const sentByMe =
      (lastPendingId !== null && lastPendingId !== before.lastPendingId) || (arrived && lastMessageId !== null && sentHere.current.has(lastMessageId));
    if (sentByMe || (arrived && wasAtBottom)) scrollToBottom();
    else if (arrived) setUnseen(true);
  }, [lastMessageId, lastPendingId, pendingIds, scrollToBottom]);

  // After every render (progress bars, failure notes, late names): remember the height it left.
  useLayoutEffect(() => {
    if (box.current) lastHeight.current = box.current.scrollHeight;
  });

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    lastHeight.current = el.scrollHeight;
    if (nearBottom(el, el.scrollHeight)) setUnseen(false);
  };

  // Images and videos grow after they load: keep a reader who was at the bottom there.
  const onMediaLoad = () => {
    const el = box.current;
    if (!el) return;
    if (nearBottom(el, lastHeight.current)) scrollToBottom();
    else lastHeight.current = el.scrollHeight;
  };

  const nameOf = (m: ChatMessage) => chatDisplayName(participants[m.user_id]?.full_name, m.user_id);

  return (
    <div className="relative">
      {/* Focusable so keyboard users can scroll the history. */}
      <div
        ref={box}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Chat messages"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus for keyboard scrolling (axe: scrollable-region-focusable)
        tabIndex={0}
        className="h-[28rem] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {total === 0 ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-gray-600">No messages yet. Say hello to the team!</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {messages.map((m) => (
              <MessageBubble key={m.id} name={nameOf(m)} avatarUrl={participants[m.user_id]?.avatar_url} createdAt={m.created_at} mine={m.user_id === userId}>
                {m.message_type === 'text' ? <MessageText text={m.message} /> : <ChatAttachment message={m} partyId={partyId} onMediaLoad={onMediaLoad} />}
              </MessageBubble>
            ))}
            {pending.map((p) => (
              <MessageBubble
                key={p.id}
                name={chatDisplayName(me?.full_name, userId)}
                avatarUrl={me?.avatar_url}
                createdAt={p.createdAt}
                mine
                tone={p.status === 'failed' ? 'failed' : 'pending'}
                footer={
                  p.status === 'failed' ? (
                    <div className="flex items-center gap-2 text-xs text-red-700">
                      <span role="alert">{p.file ? 'Upload failed.' : 'Not sent.'}</span>
                      <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => onRetry(p.id)}>
                        <RotateCcw aria-hidden="true" /> Retry
                      </Button>
                      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => onDiscard(p.id)}>
                        <X aria-hidden="true" /> Discard
                      </Button>
                    </div>
                  ) : (
                    <span className="text-xs text-gray-600">{p.file ? 'Uploading...' : 'Sending...'}</span>
                  )
                }
              >
                {p.file ? (
                  <div className="w-56 max-w-full space-y-2">
                    <p className="truncate text-sm font-medium">{p.file.name}</p>
                    <p className="text-xs opacity-80">{formatFileSize(p.file.size)}</p>
                    {p.status === 'sending' && p.progress !== undefined && (
                      <Progress value={p.progress} label={`Uploading ${p.file.name}`} className="bg-white/40" />
                    )}
                  </div>
                ) : (
                  <MessageText text={p.text} />
                )}
              </MessageBubble>
            ))}
          </ol>
        )}
      </div>
      {unseen && (
        <Button variant="default" size="sm" onClick={scrollToBottom} className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-lg">
          <ArrowDown aria-hidden="true" /> New messages
        </Button>
      )}
    </div>
  );
});
