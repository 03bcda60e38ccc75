import { PartyDetail, type PartyPageSections } from '@/features/parties/routes/party-detail';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';

// /public-party/{id} always shows the public view, whoever opens it: the members' sections (RSVP
// and guests, the feed, checklist, budget, team) never render there, so this page leaves their
// code out and a visitor's phone downloads only what it shows (docs/benchmarks.md#lighthouse).
function MembersOnly() {
  return null;
}

const sections: PartyPageSections = {
  Rsvp: MembersOnly,
  Feed: MembersOnly,
  Checklist: MembersOnly,
  Budget: MembersOnly,
  TshirtDesigner,
  SavedDesigns,
  ManageTeam: MembersOnly,
};

export function PublicPartyPage() {
  return <PartyDetail sections={sections} />;
}

export { PublicPartyPage as Component };
