export { InvitationLinkUp } from './components/invitation-link-up';
export { invitationStatusColor, formatRole, statusLabel } from './lib/status';
export { InvitedParties, RsvpSection, ManageTeamDialog } from './components/lazy-sections';
