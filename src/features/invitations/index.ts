export { InvitationLinkUp } from './components/invitation-link-up';
export { InvitedParties, RsvpSection, ManageTeamDialog } from './components/lazy-sections';
