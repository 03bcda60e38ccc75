import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { RouteBoundary } from './route-states';

/**
 * A part of the layout React hydrates on its own. A press kept before the page was live
 * (src/app/early-press.ts) makes React hydrate, in one go, only what lies on the way to the
 * control; the header and footer, each a boundary of their own, are left for after, in slices. On
 * a phone they had been a third of that one long task. Nothing inside suspends: no fallback shows.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Header, page, footer: every page but the auth screen. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
    </div>
  );
}
