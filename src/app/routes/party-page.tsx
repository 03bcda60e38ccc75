import { PartyFeed } from '@/features/chat';
import { ManageTeamDialog, RsvpSection } from '@/features/invitations';
import { PartyDetail, type PartyPageSections } from '@/features/parties/routes/party-detail';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';

// The party page combines four features: the party itself, its RSVP and team (invitations), its
// feed (chat) and its T-shirts. They meet here, so none of them imports another.
const sections: PartyPageSections = {
  Rsvp: RsvpSection,
  Feed: PartyFeed,
  TshirtDesigner,
  SavedDesigns,
  ManageTeam: ManageTeamDialog,
};

export function PartyPage() {
  return <PartyDetail sections={sections} />;
}

export { PartyPage as Component };
