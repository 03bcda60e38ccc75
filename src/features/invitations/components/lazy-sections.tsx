import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PartyDialogProps, PartySectionProps } from '@/lib/party-section';

// The landing page imports this feature (the invited-parties section). These sections talk to
// the Supabase SDK, which a visitor's landing must never download, so they load on first render.
const RsvpSectionImpl = lazy(() => import('./rsvp-section'));
const ManageTeamDialogImpl = lazy(() => import('./manage-team-dialog'));

/** RSVP invitations for those who may invite (docs/product.md#party-page); nothing in public view. */
export function RsvpSection(props: PartySectionProps) {
  if (!props.canInvite || props.isPublicView) return null;
  return (
    <Suspense fallback={<Spinner label="Loading invitations..." className="py-10" />}>
      <RsvpSectionImpl {...props} />
    </Suspense>
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
