import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PendingInvitationRedirect } from '@/features/auth';
import { InvitationLinkUp } from '@/features/invitations';
import { RouteBoundary } from './route-states';

/** Scrolls to the top whenever the path changes (docs/product.md#route-table), or to the element a #hash names. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target?.scrollIntoView) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
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
