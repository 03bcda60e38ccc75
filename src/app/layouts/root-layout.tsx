import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PendingInvitationRedirect } from '@/features/auth';
import { InvitationLinkUp } from '@/features/invitations/components/invitation-link-up';
import { RouteBoundary } from './route-states';

/** Scrolls to the top whenever the path changes (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PendingInvitationRedirect />
      <InvitationLinkUp />
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </>
  );
}
