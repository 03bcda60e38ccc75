export { ProfileAvatar } from './components/profile-avatar';
export { getInitials } from './lib/initials';
export { useProfile, profileQueryOptions, type Profile } from './api/get-profile';
export { useProfileRealtime } from './hooks/use-profile-realtime';
