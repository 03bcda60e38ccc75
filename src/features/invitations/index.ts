export { InvitedParties } from './components/invited-parties';
export { invitationStatusColor, formatRole, statusLabel } from './lib/status';
export { RsvpSection } from './components/rsvp-section';
export { ManageTeamDialog } from './components/manage-team-dialog';
