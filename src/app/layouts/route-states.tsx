import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the first route chunk loads. */
export function RouteLoading() {
  return <Spinner label="Loading..." className="min-h-screen" />;
}

/** Shown when a route throws (or its chunk fails to load, e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
      <p className="text-gray-700">{message}</p>
      <div className="flex gap-4">
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
