export { AuthProvider } from './components/auth-provider';
export { useAuth } from './components/auth-context';
export { RequireAuth } from './components/require-auth';
export { PendingInvitationRedirect } from './components/pending-invitation-redirect';
export { rememberPendingInvitation } from './lib/pending-invitation';
export { currentPath, safeReturnPath, signInPath } from './lib/return-path';
