import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { firstErrorMessage, Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useAuth } from '@/features/auth';
import { budgetLabel } from '@/lib/party-format';
import { BAD_INPUT, rpcErrorMessage } from '@/lib/rpc-error';
import { useInvitation, type InvitationDetails } from '../api/get-invitation';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { rsvpAnswerLabel } from '../lib/rsvp';
import { rsvpDetailsFrom, type RsvpDetails } from '../lib/rsvp-details';
import { rsvpDetailsSchema } from '../lib/rsvp-details-schema';
import { RsvpDetailsFields } from '../components/rsvp-details-fields';
import { formatRole } from '../lib/status';
import { GuestInvitation } from '../components/guest-invitation';
import { InvalidInvitation } from '../components/invalid-invitation';
import { InvitationFacts, InvitationHeading } from '../components/invitation-facts';
import { useSecretPageMeta } from '../lib/secret-page-meta';

type Answer = 'accepted' | 'maybe' | 'declined';

function invalidReason(status: string, expiresAt: string, answeredByMe: boolean): string | null {
  if (status === 'accepted') return 'This invitation has already been accepted';
  if (status === 'declined') return 'This invitation has been declined';
  // A 'maybe' stays open to the invitee who gave it, even after the link's expiry: they are a member.
  if (status === 'maybe') return answeredByMe ? null : 'This invitation is no longer valid';
  if (status !== 'pending') return 'This invitation is no longer valid';
  if (new Date(expiresAt).getTime() < Date.now()) return 'This invitation has expired';
  return null;
}

function placeText(party: InvitationDetails['party']): string {
  if (!party.address_hidden) return party.location || 'Not set';
  const later = 'the full address is shown once you accept or answer maybe';
  return party.location ? `${party.location} (${later})` : `Shown once you accept or answer maybe`;
}

/**
 * /invitation/:token. Signed out, the link alone shows the invitation and takes the answer
 * (GuestInvitation, docs/product.md#answering-without-an-account); signed in, the invitee answers
 * with their account as before.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { user, loading } = useAuth();
  useSecretPageMeta();
  if (loading) return <Spinner label="Loading invitation..." className="min-h-[60vh]" />;
  if (!user) return <GuestInvitation token={token} />;
  return <MemberInvitation token={token} />;
}

function MemberInvitation({ token }: { token: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(token, Boolean(user));
  const respond = useRespondToInvitation();
  const plusOnesAllowed = invitation.data?.plus_ones_allowed ?? 1;
  const schema = useMemo(() => rsvpDetailsSchema(plusOnesAllowed), [plusOnesAllowed]);
  // The saved details (a maybe answering again) show until the invitee edits them.
  const form = useForm({ resolver: zodResolver(schema), values: rsvpDetailsFrom(invitation.data?.my_details), resetOptions: { keepDirtyValues: true } });

  if (invitation.isPending) return <Spinner label="Loading invitation..." className="min-h-[60vh]" />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;

  const { invitation: inv, inviter_name, party } = invitation.data;
  // The invitation exists but its party could not be read with it (docs/product.md#invitation-messages).
  if (!party?.id) return <InvalidInvitation message="Failed to load party details" />;
  // An answer given with the link and turned into a membership when this account signed in.
  if (inv.answered_by_me && inv.status === 'accepted') return <AnsweredAlready partyId={party.id} />;
  const reason = invalidReason(inv.status, inv.expires_at, inv.answered_by_me === true);
  if (reason) return <InvalidInvitation message={reason} />;
  const maybeAlready = inv.status === 'maybe';

  /** Declining sends no details, so they are not checked. */
  function answer(response: Answer) {
    if (response === 'declined') return send(response, form.getValues() as RsvpDetails);
    void form.handleSubmit(
      (details) => send(response, details),
      (errors) => toast.error(firstErrorMessage(errors)),
    )();
  }

  function send(response: Answer, details: RsvpDetails) {
    respond.mutate(
      { token, response, details },
      {
        onSuccess: () => {
          if (response === 'accepted') {
            toast.success('Invitation accepted! You are now a member of this party.');
            navigate('/my-parties');
          } else if (response === 'maybe') {
            toast.success('You answered maybe. You can change your answer on the party page.');
            navigate(`/party/${party.id}`);
          } else {
            toast.success('Invitation declined.');
            navigate('/');
          }
        },
        onError: (e) =>
          toast.error(
            rpcErrorMessage(e, '', BAD_INPUT) ||
              (response === 'accepted'
                ? 'Failed to accept invitation. Please try again.'
                : response === 'maybe'
                  ? 'Failed to answer maybe. Please try again.'
                  : 'Failed to decline invitation. Please try again.'),
          ),
      },
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <InvitationHeading inviter={inviter_name} party={party} />
        <CardContent className="space-y-6">
          <InvitationFacts
            party={party}
            place={placeText(party)}
            extra={[
              ['Guests', String(party.guest_count)],
              ['Budget', budgetLabel(party.budget)],
            ]}
          />
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-gray-800">
            Your role: <strong className="capitalize">{formatRole(inv.permission_level)}</strong>
          </p>
          {maybeAlready && (
            <p className="text-sm text-gray-800">
              Your answer: <strong>{rsvpAnswerLabel(inv.status)}</strong>
            </p>
          )}
          <Form {...form}>
            <RsvpDetailsFields plusOnesAllowed={plusOnesAllowed} disabled={respond.isPending} />
          </Form>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="gradient" className="flex-1" disabled={respond.isPending} onClick={() => answer('accepted')}>
              Accept Invitation
            </Button>
            {!maybeAlready && (
              <Button variant="outline" className="flex-1" disabled={respond.isPending} onClick={() => answer('maybe')}>
                Maybe
              </Button>
            )}
            <Button variant="outline" className="flex-1" disabled={respond.isPending} onClick={() => answer('declined')}>
              Decline
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function AnsweredAlready({ partyId }: { partyId: string }) {
  return (
    <StatusPanel
      title="You're on the guest list"
      description="Your answer is saved with your account. You can change it on the party page."
      actions={
        <Button asChild variant="gradient">
          <Link to={`/party/${partyId}`}>Open the party</Link>
        </Button>
      }
    />
  );
}

export { InvitationPage as Component };
