import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';

/** Layout route for signed-in-only pages: 'Loading...' while auth resolves, /auth when signed out. */
export function RequireAuth() {
  const { user, loading, signedOutHere } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (!user && signedOutHere) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
