import { PartyFeed } from '@/features/chat';
import { FoodHeadcount, GuestsSection, useGuestTotals } from '@/features/guests';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { PartyDetail, type PartyPageSections } from '@/features/parties/routes/party-detail';
import { BudgetPanel, ChecklistPanel } from '@/features/planning';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';
import type { PartySectionProps } from '@/lib/party-section';

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

/** The guest list's totals for the party's people; visitors ask nothing. */
function usePartyGuestTotals(props: PartySectionProps) {
  return useGuestTotals(props.isPublicView || !props.canView ? null : props.party.id);
}

// The T-shirt quantity can follow the guest list's attending head-count ('Order for 14 attending').
function TshirtDesignerWithGuests(props: PartySectionProps) {
  const totals = usePartyGuestTotals(props);
  return <TshirtDesigner {...props} attending={totals?.attending ?? null} />;
}

// Per head follows the guest list's attending head-count (docs/decisions.md#planning-tools).
export function BudgetWithGuests(props: PartySectionProps) {
  const totals = usePartyGuestTotals(props);
  return <BudgetPanel {...props} attendingHeadcount={totals?.attending ?? null} />;
}

// The party page combines six features: the party itself, its RSVP and team (invitations), its
// guests, its feed (chat), its budget and checklist (planning) and its T-shirts. They meet here,
// so none of them imports another.
const sections: PartyPageSections = {
  Rsvp: RsvpAndGuests,
  Feed: PartyFeed,
  Checklist: ChecklistPanel,
  Budget: BudgetWithGuests,
  TshirtDesigner: TshirtDesignerWithGuests,
  SavedDesigns,
  ManageTeam: ManageTeamDialog,
  FoodHeadcount,
};

export function PartyPage() {
  return <PartyDetail sections={sections} />;
}

export { PartyPage as Component };
