import type { ReactNode } from 'react';
import { Lock, MessageCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import type { PartySectionProps } from '@/lib/party-section';
import { useChatMessages } from '../api/get-chat-messages';
import { useChatParticipants, type Participant } from '../api/get-chat-participants';
import { useChatChannel } from '../hooks/use-chat-channel';
import { useChatSender } from '../hooks/use-chat-sender';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceList } from './presence-list';

const NO_PARTICIPANTS: Record<string, Participant> = {};

function FeedCard({ partyId, children, description }: { partyId: string; children: ReactNode; description?: string }) {
  return (
    <Card role="region" aria-labelledby={`feed-${partyId}`}>
      <CardHeader>
        <CardTitle id={`feed-${partyId}`} className="flex items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-600" />
          Party Chat
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** The party feed (docs/product.md#party-page): live chat for the owner and members, with files and presence. */
export function PartyFeed({ party, isPublicView, canView }: PartySectionProps) {
  const { user } = useAuth();
  const allowed = Boolean(user) && canView && !isPublicView;
  const messages = useChatMessages(party.id, allowed);
  const participants = useChatParticipants(party.id, allowed);
  const online = useChatChannel(party.id, user?.id, allowed);
  const sender = useChatSender(party.id, user?.id);

  if (!allowed || !user) {
    return (
      <FeedCard partyId={party.id}>
        <p className="flex items-center gap-2 rounded-lg bg-gray-50 p-4 text-gray-700">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          You need to be invited to this party to access the feed.
        </p>
      </FeedCard>
    );
  }

  return (
    <FeedCard partyId={party.id} description="Plan together in real time. Everyone on the team sees new messages instantly.">
      <PresenceList online={online} participants={participants.data ?? NO_PARTICIPANTS} userId={user.id} />
      {messages.isPending ? (
        <Spinner label="Loading messages..." className="h-[28rem] rounded-lg border border-gray-200" />
      ) : messages.isError ? (
        <p role="alert" className="flex h-[28rem] items-center justify-center rounded-lg border border-gray-200 text-sm text-red-700">
          Failed to load messages. Please refresh the page.
        </p>
      ) : (
        <MessageList
          partyId={party.id}
          userId={user.id}
          messages={messages.data}
          pending={sender.pending}
          participants={participants.data ?? NO_PARTICIPANTS}
          onRetry={sender.retry}
          onDiscard={sender.discard}
        />
      )}
      <MessageComposer inFlight={sender.inFlight} onSendText={sender.sendText} onSendFile={sender.sendFile} />
    </FeedCard>
  );
}
