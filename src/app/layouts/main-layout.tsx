import { Outlet } from 'react-router';
import { HydratedApart } from '@/lib/hydrated-apart';
import { Footer } from './footer';
import { Header } from './header';
import { RouteBoundary } from './route-states';

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
