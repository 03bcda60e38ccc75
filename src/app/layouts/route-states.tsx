import { Component, Suspense, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { freshDeploy } from '../fresh-deploy';

/** Shown while a route's chunk loads; a screen tall, so the footer stays below the fold until the page arrives (no layout shift). */
export function RouteLoading() {
  return <Spinner label="Loading..." className="min-h-screen" />;
}

/**
 * Shown when a page throws while rendering, or its chunk fails to load. After a deploy the tab is
 * already reloading into the new build (../fresh-deploy.ts): that shows as loading, not as an error.
 */
export function RouteError({ error }: { error: unknown }) {
  const reloading = useSyncExternalStore(freshDeploy.subscribe, freshDeploy.reloading, () => false);
  if (reloading) return <RouteLoading />;
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <StatusPanel
      role="alert"
      title="Something went wrong"
      description={message}
      actions={
        <>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/" className="font-semibold text-brand-700 underline">
            Return to Home
          </Link>
        </>
      }
    />
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Loading and error states around a routed page; a new path starts with a clean slate. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
