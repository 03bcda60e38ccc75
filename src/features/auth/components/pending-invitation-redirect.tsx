import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearPendingInvitation, postAuthPath, readPendingInvitationToken } from '../lib/pending-invitation';
import { useAuth } from './auth-context';

/**
 * Brings a user who opened an invitation while signed out back to it once they are signed in,
 * whichever way they signed in (password, sign-up, or the return from Google on /).
 */
export function PendingInvitationRedirect() {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (loading || !user) return;
    const token = readPendingInvitationToken();
    if (!token) return;
    const target = postAuthPath(token);
    if (pathname === target) clearPendingInvitation();
    else navigate(target, { replace: true });
  }, [user, loading, pathname, navigate]);

  return null;
}
