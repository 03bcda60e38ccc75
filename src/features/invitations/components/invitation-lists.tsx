import { KeyRound, Mail, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { functionErrorMessage } from '@/lib/function-error';
import { rpcErrorMessage } from '@/lib/rpc-error';
import { formatDate } from '@/lib/party-format';
import type { PartyInvitation } from '../api/get-party-invitations';
import { useRemoveInvitation } from '../api/remove-invitation';
import { useReissueInvitationLink } from '../api/reissue-invitation-link';
import { useResendInvitation } from '../api/resend-invitation';
import { emailContext } from '../lib/inviter';
import { permissionLabel } from '../lib/permissions';
import { invitationStatusColor, statusLabel } from '../lib/status';
import { CopyLinkButton } from './copy-link-button';

interface ListProps {
  partyId: string;
  partyType: string;
  invitations: PartyInvitation[];
}

function isExpired(inv: PartyInvitation): boolean {
  return new Date(inv.expires_at).getTime() < Date.now();
}

function RemoveButton({ partyId, invitation }: { partyId: string; invitation: PartyInvitation }) {
  const remove = useRemoveInvitation(partyId);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={remove.isPending}
      aria-label={`Remove invitation for ${invitation.invited_email}`}
      onClick={() =>
        remove.mutate(invitation.id, {
          onSuccess: () => toast.success('Invitation removed successfully!'),
          onError: (error) => {
            console.error('Removing the invitation failed', error);
            toast.error('Failed to remove invitation. Please try again.');
          },
        })
      }
    >
      <Trash2 aria-hidden="true" className="text-red-600" />
      Remove
    </Button>
  );
}

function ResendButton({ partyId, partyType, invitation }: { partyId: string; partyType: string; invitation: PartyInvitation }) {
  const { user } = useAuth();
  const resend = useResendInvitation(partyId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending}
      aria-label={`Resend invitation to ${invitation.invited_email}`}
      onClick={() =>
        resend.mutate(
          { invitation, ...emailContext(user, partyType) },
          {
            onSuccess: () => toast.success('Invitation resent successfully!'),
            onError: async (error) => {
              console.error('Resending the invitation failed', error);
              // The e-mail limits say why and until when (docs/security.md #16).
              toast.error((await functionErrorMessage(error)) ?? 'Failed to resend invitation. Please try again.');
            },
          },
        )
      }
    >
      <RefreshCw aria-hidden="true" className={resend.isPending ? 'animate-spin' : undefined} />
      {resend.isPending ? 'Resending...' : 'Resend'}
    </Button>
  );
}

/**
 * A new link for one guest (docs/security.md #32): the old one stops working at once and says so;
 * the new one is copied or e-mailed from the same row.
 */
function ReissueButton({ partyId, invitation }: { partyId: string; invitation: PartyInvitation }) {
  const reissue = useReissueInvitationLink(partyId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={reissue.isPending}
      aria-label={`New link for ${invitation.invited_email}`}
      title="Replaces this guest's link: the old link stops working"
      onClick={() =>
        reissue.mutate(invitation.id, {
          onSuccess: () => toast.success('New link ready. The old link no longer works: copy or resend the new one.'),
          onError: (error) => toast.error(rpcErrorMessage(error, 'Failed to make a new link. Please try again.')),
        })
      }
    >
      <KeyRound aria-hidden="true" />
      New link
    </Button>
  );
}

/** Invitations still waiting for an answer (docs/product.md#invitation-states: status pending). */
export function PendingInvitations({ partyId, partyType, invitations }: ListProps) {
  return (
    <section aria-labelledby={`pending-${partyId}`} className="space-y-3">
      <h3 id={`pending-${partyId}`} className="font-semibold text-gray-900">
        Pending Responses ({invitations.length})
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-gray-600">No invitations are waiting for an answer.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {invitations.map((inv) => (
            <li key={inv.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex items-center gap-2 truncate font-medium text-gray-900">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
                  <span className="truncate">{inv.invited_email}</span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
                  <Badge variant="outline">{permissionLabel(inv.permission_level)}</Badge>
                  <span className="capitalize">{inv.response_type}</span>
                  <span>· Sent {formatDate(inv.created_at)}</span>
                  {isExpired(inv) ? <Badge variant="red">Expired</Badge> : <span>· Expires {formatDate(inv.expires_at)}</span>}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <CopyLinkButton token={inv.invitation_token} email={inv.invited_email} />
                <ResendButton partyId={partyId} partyType={partyType} invitation={inv} />
                <ReissueButton partyId={partyId} invitation={inv} />
                <RemoveButton partyId={partyId} invitation={inv} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Answered invitations: accepted, declined, maybe, no response. */
export function InvitationResponses({ partyId, invitations }: Omit<ListProps, 'partyType'>) {
  return (
    <section aria-labelledby={`responses-${partyId}`} className="space-y-3">
      <h3 id={`responses-${partyId}`} className="font-semibold text-gray-900">
        Responses ({invitations.length})
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-gray-600">No responses yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {invitations.map((inv) => (
            <li key={inv.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{inv.invited_email}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
                  <Badge variant="outline">{permissionLabel(inv.permission_level)}</Badge>
                  <span className="capitalize">{inv.response_type}</span>
                  {inv.responded_at && <span>· Answered {formatDate(inv.responded_at)}</span>}
                  {inv.answered_by_link && <span>· with the link, no account yet</span>}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge variant={invitationStatusColor(inv.status)}>{statusLabel(inv.status)}</Badge>
                {inv.answered_by_link && (
                  <>
                    <CopyLinkButton token={inv.invitation_token} email={inv.invited_email} />
                    <ReissueButton partyId={partyId} invitation={inv} />
                  </>
                )}
                <RemoveButton partyId={partyId} invitation={inv} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
