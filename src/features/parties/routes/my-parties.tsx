import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LayoutTemplate, PartyPopper, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useDeleteParty } from '../api/delete-party';
import { useMyParties, type MyParty } from '../api/get-my-parties';
import { useSharePartyAsTemplate } from '../api/share-party-as-template';
import { useTogglePartyPublic } from '../api/toggle-party-public';
import { partyDisplayName } from '@/lib/party-format';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PublicFieldsList } from '../components/public-fields-list';
import { MyPartyCard, type CardAction } from '../components/my-party-card';

/** My Parties (docs/product.md#my-parties): the user's plans, owned or shared with them, in one request. */
export function MyParties() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const parties = useMyParties(user!.id);
  const remove = useDeleteParty();
  const share = useSharePartyAsTemplate();
  const toggle = useTogglePartyPublic();
  const [confirm, setConfirm] = useState<{ action: 'delete' | 'share' | 'public' | 'private'; plan: MyParty } | null>(null);
  const busyId = (remove.isPending && remove.variables) || (share.isPending && share.variables) || (toggle.isPending && toggle.variables?.planId);

  function onAction(action: CardAction, plan: MyParty) {
    // Make Public and Make Private confirm with the list of what appears or disappears.
    setConfirm({ action: action === 'toggle' ? (plan.is_public ? 'private' : 'public') : action, plan });
  }

  function onConfirm() {
    if (!confirm) return;
    const { action, plan } = confirm;
    if (action === 'public' || action === 'private') {
      toggle.mutate(
        { planId: plan.id, isPublic: action === 'public' },
        {
          onSuccess: () => {
            toast.success('Party visibility updated successfully!');
            setConfirm(null);
          },
          onError: () => toast.error('Failed to update party visibility. Please try again.'),
        },
      );
    } else if (action === 'delete') {
      remove.mutate(plan.id, {
        onSuccess: () => {
          toast.success('Party plan deleted successfully!');
          setConfirm(null);
        },
        onError: () => toast.error('Failed to delete party plan. Please try again.'),
      });
    } else {
      share.mutate(plan.id, {
        onSuccess: () => {
          toast.success('Party shared publicly as template!');
          setConfirm(null);
        },
        onError: () => toast.error('Failed to share party. Please try again.'),
      });
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold text-gray-900">My Party Plans</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="gradient" onClick={() => navigate('/party-planning')}>
            <Plus aria-hidden="true" />
            Create New Party Plan
          </Button>
          <Button variant="outline" onClick={() => navigate('/public-templates')}>
            <LayoutTemplate aria-hidden="true" />
            Browse Public Templates
          </Button>
        </div>
      </div>

      {parties.isPending ? (
        <Spinner label="Loading your parties..." className="py-20" />
      ) : parties.isError ? (
        <LoadError message="We couldn't load your parties." onRetry={() => parties.refetch()} />
      ) : parties.data.length === 0 ? (
        <div className="mt-12 flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-brand-600" />
          <h2 className="text-xl font-semibold text-gray-900">No party plans yet</h2>
          <p className="text-gray-700">Start planning your perfect party!</p>
          <Button variant="gradient" onClick={() => navigate('/party-planning')}>
            Create Your First Party Plan
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2" aria-label="Your party plans">
          {parties.data.map((plan) => (
            <li key={plan.id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <MyPartyCard plan={plan} busy={busyId === plan.id} onAction={onAction} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirm?.action === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Delete this party plan?"
        description={
          <p>
            “{confirm ? partyDisplayName(confirm.plan) : ''}” and its vendors, products, chat and invitations will be deleted for everyone. This cannot be
            undone.
          </p>
        }
        confirmLabel="Delete Party"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        open={confirm?.action === 'share'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Share as a public template?"
        description={
          <>
            <p>
              Public Templates will offer this party's <strong>party type, budget, guest count, ideas and type choices (without names)</strong> for anyone to
              plan their own party with. Sharing also makes the party public:
            </p>
            {confirm?.action === 'share' && <PublicFieldsList partyId={confirm.plan.id} heading="Anyone will be able to see on Public Parties:" />}
          </>
        }
        confirmLabel="Share Template"
        pendingLabel="Sharing..."
        pending={share.isPending}
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        open={confirm?.action === 'public'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Make this party public?"
        description={confirm?.action === 'public' && <PublicFieldsList partyId={confirm.plan.id} heading="Anyone will be able to see on Public Parties:" />}
        confirmLabel="Make Public"
        pendingLabel="Updating..."
        pending={toggle.isPending}
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        open={confirm?.action === 'private'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Make this party private?"
        description={
          confirm?.action === 'private' && (
            <>
              <PublicFieldsList partyId={confirm.plan.id} heading="The public page and its place on Public Parties disappear, and with them:" />
              <p className="text-sm text-gray-700">A template you shared stays on Public Templates: party type, budget, guest count, ideas and type choices.</p>
            </>
          )
        }
        confirmLabel="Make Private"
        pendingLabel="Updating..."
        pending={toggle.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}

export { MyParties as Component };
