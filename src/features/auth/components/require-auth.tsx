import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';
import { currentPath, signInPath } from '../lib/return-path';

/**
 * Layout route for signed-in-only pages: 'Loading...' while auth resolves, /auth when signed out.
 * Sign-in returns to the page, or to `returnTo` for a page whose state a sign-in loses.
 */
export function RequireAuth({ returnTo }: { returnTo?: string } = {}) {
  const { user, loading, signedOutHere } = useAuth();
  const location = useLocation();
  // Whether this page was shown to a signed-in user (React's "information from previous renders").
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  // The user chose Sign Out here while this page was still on screen (the route change to / is a
  // transition and may lag behind): follow them home (docs/product.md#header-and-footer: Sign Out → /), not to /auth.
  if (!user && hadUser && signedOutHere) return <Navigate to="/" replace />;
  if (!user) return <Navigate to={signInPath(returnTo ?? currentPath(location))} replace />;
  return <Outlet />;
}
