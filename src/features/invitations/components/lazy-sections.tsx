import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import type { PartyDialogProps, PartySectionProps } from '@/lib/party-section';

// The landing page imports this feature (the invited-parties section). These sections talk to
// the Supabase SDK, which a visitor's landing must never download, so they load on first render.
const RsvpSectionImpl = lazy(() => import('./rsvp-section'));
const MyRsvpSectionImpl = lazy(() => import('./my-rsvp-section'));
const ManageTeamDialogImpl = lazy(() => import('./manage-team-dialog'));
const InvitedPartiesImpl = lazy(() => import('./invited-parties').then((m) => ({ default: m.InvitedParties })));

/** 'Parties You're Invited To' on the home page: signed-in users only, so a visitor never loads it. */
export function InvitedParties({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <InvitedPartiesImpl userId={userId} />
    </Suspense>
  );
}

/**
 * RSVP on the party page (docs/product.md#party-page), never in public view: everyone's answers for
 * those who may invite, and 'Your RSVP' for an invitee (which shows nothing to anyone else).
 */
export function RsvpSection(props: PartySectionProps) {
  const { user } = useAuth();
  if (props.isPublicView || !props.canView) return null;
  // The owner was never invited: their page does not load the invitee's form (and its validation code) to show nothing.
  const maybeInvitee = user !== null && user.id !== props.party.user_id;
  return (
    <>
      {maybeInvitee && (
        <Suspense fallback={null}>
          <MyRsvpSectionImpl {...props} />
        </Suspense>
      )}
      {props.canInvite && (
        <Suspense fallback={<Spinner label="Loading invitations..." className="py-10" />}>
          <RsvpSectionImpl {...props} />
        </Suspense>
      )}
    </>
  );
}

/** 'Manage Team' dialog: members, their permissions, and inviting. */
export function ManageTeamDialog(props: PartyDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ManageTeamDialogImpl {...props} />
    </Suspense>
  );
}
