import { PartyFeed } from '@/features/chat';
import { FoodHeadcount, GuestsSection, useGuestTotals } from '@/features/guests';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { PartyDetail, type PartyPageSections } from '@/features/parties/routes/party-detail';
import type { PartySectionProps } from '@/lib/party-section';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';

// The RSVP slot holds the invitee's answer and the invitations (invitations) and the guest list
// (guests): answers and head-counts read together.
function RsvpAndGuests(props: PartySectionProps) {
  return (
    <>
      <RsvpSection {...props} />
      <GuestsSection {...props} />
    </>
  );
}

// The T-shirt quantity can follow the guest list's attending head-count ('Order for 14 attending').
function TshirtDesignerWithGuests(props: PartySectionProps) {
  const totals = useGuestTotals(props.isPublicView || !props.canView ? null : props.party.id);
  return <TshirtDesigner {...props} attending={totals?.attending ?? null} />;
}

// The party page combines five features: the party itself, its RSVP and team (invitations), its
// guests, its feed (chat) and its T-shirts. They meet here, so none of them imports another.
const sections: PartyPageSections = {
  Rsvp: RsvpAndGuests,
  Feed: PartyFeed,
  TshirtDesigner: TshirtDesignerWithGuests,
  SavedDesigns,
  ManageTeam: ManageTeamDialog,
  FoodHeadcount,
};

export function PartyPage() {
  return <PartyDetail sections={sections} />;
}

export { PartyPage as Component };
