export { AuthProvider } from './components/auth-provider';
export { useAuth, type AuthContextValue } from './components/auth-context';
export { RequireAuth } from './components/require-auth';
export { PendingInvitationRedirect } from './components/pending-invitation-redirect';
export {
  rememberPendingInvitation,
  readPendingInvitationToken,
  clearPendingInvitation,
  postAuthPath,
} from './lib/pending-invitation';
