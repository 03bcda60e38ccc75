import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth';

// Loaded after the first paint: no page toasts before then, and sonner replays any toast raised
// before its Toaster subscribes. Keeps ~10 KB off the landing page's critical JavaScript.
const Toaster = lazy(() => import('./toaster'));

const noSubscription = () => () => undefined;

/**
 * The toasts' region, in the browser only: a prerendered page's HTML has none, and hydration
 * renders the server's answer (false) before the browser's (true).
 */
function LateToaster() {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return inBrowser ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Everything the pages share: the query cache, the session, and the toasts (one visible at a time). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <LateToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
