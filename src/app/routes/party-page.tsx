import { PartyFeed } from '@/features/chat';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { PartyDetail, type PartyPageSections } from '@/features/parties/routes/party-detail';
import { BudgetPanel, ChecklistPanel } from '@/features/planning';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';
import type { PartySectionProps } from '@/lib/party-section';

// The party page combines five features: the party itself, its RSVP and team (invitations), its
// feed (chat), its budget and checklist (planning) and its T-shirts. They meet here, so none of
// them imports another.
const sections: PartyPageSections = {
  Rsvp: RsvpSection,
  Feed: PartyFeed,
  Checklist: ChecklistPanel,
  // The attending head-count arrives with the guests' answers; null: the plan's guest count.
  Budget: (props: PartySectionProps) => <BudgetPanel {...props} attendingHeadcount={null} />,
  TshirtDesigner,
  SavedDesigns,
  ManageTeam: ManageTeamDialog,
};

export function PartyPage() {
  return <PartyDetail sections={sections} />;
}

export { PartyPage as Component };
