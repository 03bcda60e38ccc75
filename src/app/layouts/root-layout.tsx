import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PendingInvitationRedirect } from '@/features/auth';
import { InvitationLinkUp } from '@/features/invitations';
import { RouteBoundary } from './route-states';

/**
 * Scrolls to the top whenever the path changes (docs/product.md#route-table), or to the element a
 * #hash names. Not when the app first arrives: the browser has placed the page already, and a
 * visitor may have scrolled a prerendered page before its scripts came (the landing page loads
 * them at the first scroll, src/app/wake.ts).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const placed = useRef<string | null>(null);
  useEffect(() => {
    const at = pathname + hash;
    if (placed.current === at) return; // StrictMode's second run of the same effect
    const first = placed.current === null;
    placed.current = at;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target?.scrollIntoView) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
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
