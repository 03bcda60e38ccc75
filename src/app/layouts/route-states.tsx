import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';

/** Shown while a route's chunk loads; a screen tall, so the footer stays below the fold until the page arrives (no layout shift). */
export function RouteLoading() {
  return <Spinner label="Loading..." className="min-h-screen" />;
}

/** Shown when a page throws while rendering (or its chunk fails to load, e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
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
