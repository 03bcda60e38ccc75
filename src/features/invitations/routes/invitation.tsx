import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { rememberPendingInvitation, useAuth } from '@/features/auth';
import { budgetLabel, formatDate, partyDisplayName } from '@/lib/party-format';
import { useInvitation } from '../api/get-invitation';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { formatRole } from '../lib/status';

function invalidReason(status: string, expiresAt: string): string | null {
  if (status === 'accepted') return 'This invitation has already been accepted';
  if (status === 'declined') return 'This invitation has been declined';
  if (status !== 'pending') return 'This invitation is no longer valid';
  if (new Date(expiresAt).getTime() < Date.now()) return 'This invitation has expired';
  return null;
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <StatusPanel
      title="Invalid Invitation"
      description={message}
      actions={
        <Button asChild variant="gradient">
          <Link to="/">Go to Homepage</Link>
        </Button>
      }
    />
  );
}

export function InvitationPage() {
  const { token = '' } = useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(token, Boolean(user));
  const respond = useRespondToInvitation();

  // Signed-out visitors: remember the token, sign in, and come back here (docs/product.md#invitation-page).
  useEffect(() => {
    if (loading || user) return;
    rememberPendingInvitation(token);
    navigate('/auth', { replace: true });
  }, [loading, user, token, navigate]);

  if (loading || !user || invitation.isPending) return <Spinner label="Loading invitation..." className="min-h-[60vh]" />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;

  const { invitation: inv, inviter_name, party } = invitation.data;
  // The invitation exists but its party could not be read with it (docs/product.md#invitation-messages).
  if (!party?.id) return <InvalidInvitation message="Failed to load party details" />;
  const reason = invalidReason(inv.status, inv.expires_at);
  if (reason) return <InvalidInvitation message={reason} />;

  function answer(response: 'accepted' | 'declined') {
    respond.mutate(
      { token, response },
      {
        onSuccess: () => {
          if (response === 'accepted') {
            toast.success('Invitation accepted! You are now a member of this party.');
            navigate('/my-parties');
          } else {
            toast.success('Invitation declined.');
            navigate('/');
          }
        },
        onError: () =>
          toast.error(
            response === 'accepted'
              ? 'Failed to accept invitation. Please try again.'
              : 'Failed to decline invitation. Please try again.',
          ),
      },
    );
  }

  const rows: Array<[string, string]> = [
    ['Party type', party.party_type],
    ['Location', party.location || 'Not set'],
    ['Date', formatDate(party.date)],
    ['Guests', String(party.guest_count)],
    ['Budget', budgetLabel(party.budget)],
  ];

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-brand-600" />
          <CardTitle as="h1" className="text-3xl">
            You're Invited!
          </CardTitle>
          <p className="text-gray-700">
            {inviter_name || 'Someone'} invited you to <strong>{partyDisplayName(party)}</strong>
          </p>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="divide-y divide-gray-200">
            {rows.map(([k, v]) => (
              <div key={k} className="grid grid-cols-3 gap-4 py-2">
                <dt className="text-sm font-medium text-gray-700">{k}</dt>
                <dd className="col-span-2 text-sm text-gray-900">{v}</dd>
              </div>
            ))}
          </dl>
          {party.ideas && (
            <section aria-labelledby="inv-vision">
              <h2 id="inv-vision" className="font-semibold text-gray-900">
                Party Vision
              </h2>
              <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{party.ideas}</p>
            </section>
          )}
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-gray-800">
            Your role: <strong className="capitalize">{formatRole(inv.permission_level)}</strong>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="gradient" className="flex-1" disabled={respond.isPending} onClick={() => answer('accepted')}>
              Accept Invitation
            </Button>
            <Button variant="outline" className="flex-1" disabled={respond.isPending} onClick={() => answer('declined')}>
              Decline
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export { InvitationPage as Component };
