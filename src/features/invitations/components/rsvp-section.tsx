import { MailPlus } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PartySectionProps } from '@/lib/party-section';
import { usePartyInvitations } from '../api/get-party-invitations';
import { rsvpCounts } from '../lib/response-rate';
import { InvitationResponses, PendingInvitations } from './invitation-lists';
import { InviteForm } from './invite-form';
import { RsvpStats } from './rsvp-stats';

/**
 * RSVP invitations on the party page (docs/product.md#party-page): only for those who may invite, never in public
 * view. Invite by e-mail, follow the answers, resend, remove, copy links.
 */
function RsvpSection({ party, isPublicView, canInvite }: PartySectionProps) {
  const show = canInvite && !isPublicView;
  const invitations = usePartyInvitations(party.id, show);
  if (!show) return null;

  const all = invitations.data ?? [];
  const pending = all.filter((i) => i.status === 'pending');
  const answered = all.filter((i) => i.status !== 'pending');

  return (
    <Card aria-labelledby={`rsvp-${party.id}`} role="region">
      <CardHeader>
        <CardTitle id={`rsvp-${party.id}`} className="flex items-center gap-2">
          <MailPlus aria-hidden="true" className="size-5 text-brand-600" />
          RSVP & Invitations
        </CardTitle>
        <CardDescription>Invite people by e-mail, choose what they can do, and follow their answers.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <InviteForm partyId={party.id} partyType={party.party_type} />
        {invitations.isPending ? (
          <Spinner label="Loading invitations..." />
        ) : invitations.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load invitations. Please refresh the page.
          </p>
        ) : (
          <>
            <RsvpStats counts={rsvpCounts(all)} />
            <PendingInvitations partyId={party.id} partyType={party.party_type} invitations={pending} />
            <InvitationResponses partyId={party.id} invitations={answered} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default RsvpSection;
