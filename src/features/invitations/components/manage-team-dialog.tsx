import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PartyDialogProps } from '@/lib/party-section';
import { InviteForm } from './invite-form';
import { TeamMembers } from './team-members';

/** 'Manage Team' from the actions menu (docs/product.md#actions-menu: only for those who may invite). */
function ManageTeamDialog({ party, isPublicView, canInvite, open, onOpenChange }: PartyDialogProps) {
  const allowed = canInvite && !isPublicView;
  return (
    <Dialog open={open && allowed} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Manage Team</DialogTitle>
        <DialogDescription>Change what each person can do, remove people, or invite someone new.</DialogDescription>
        {allowed && open && (
          <div className="mt-6 space-y-8">
            <section aria-labelledby="team-members-heading" className="space-y-3">
              <h3 id="team-members-heading" className="font-semibold text-gray-900">
                Team Members
              </h3>
              <TeamMembers partyId={party.id} ownerId={party.user_id} />
            </section>
            <section aria-labelledby="team-invite-heading" className="space-y-3">
              <h3 id="team-invite-heading" className="font-semibold text-gray-900">
                Invite Someone
              </h3>
              <InviteForm partyId={party.id} partyType={party.party_type} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default ManageTeamDialog;
