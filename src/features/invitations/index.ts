export { InvitedParties } from './components/invited-parties';
export { InvitationLinkUp } from './components/invitation-link-up';
export { invitationStatusColor, formatRole, statusLabel } from './lib/status';
export { RsvpSection, ManageTeamDialog } from './components/lazy-sections';
