export { InvitedParties } from './components/invited-parties';
export { invitationStatusColor, formatRole, statusLabel } from './lib/status';
