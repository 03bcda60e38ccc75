export { ProfileAvatar } from './components/profile-avatar';
export { getInitials } from './lib/initials';
export { profileQueryOptions } from './api/get-profile';
