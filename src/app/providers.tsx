import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@/features/auth';
import { HELD } from './early-press';
import { lazyWithPreload } from './settled';

// sonner replays a toast raised before its Toaster subscribes, so the region can arrive late. It is
// drawn once its code is here (`useToasterCode`); a kept press has `preloadToaster` load that code
// while the page hydrates (./toasts-for-kept-press.ts).
const [Toaster, preloadToaster] = lazyWithPreload(() => import('./toaster'));
export { preloadToaster };

const noSubscription = () => () => undefined;
// A press the page kept before it was live (./early-press.ts) reaches the app as a click alone.
const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart', 'click'] as const;

/**
 * Whether the toasts' region is wanted yet. Never in the server's HTML (hydration renders the
 * server's answer first). A visitor reading a prerendered page raises no toast until they act, so
 * there the ~10 KB region waits for their first tap, key or press, or a session; elsewhere it comes at once.
 */
function useToasterWanted(): boolean {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const prerendered = useSyncExternalStore(
    noSubscription,
    () => Boolean(document.getElementById('root')?.dataset.prerendered),
    () => true,
  );
  const { session } = useAuth();
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched || !prerendered) return;
    const onTouch = () => setTouched(true);
    // Pressed before the app arrived (./early-press.ts): the press may raise a toast once the page
    // is live, so the region loads now, beside the rest of the page.
    if (document.documentElement.hasAttribute(HELD)) return onTouch();
    for (const type of FIRST_TOUCH) window.addEventListener(type, onTouch, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, onTouch, { capture: true });
    };
  }, [touched, prerendered]);
  return inBrowser && (!prerendered || touched || session !== null);
}

/**
 * Whether the region's code has arrived, loading it once wanted. The region is drawn only then:
 * drawn while its code loads it would suspend, and React holds back revealing a boundary for up to
 * 300 ms after another one showed its fallback, which in a page's first seconds is often; a kept
 * press's toast waited that long for it (docs/benchmarks.md#presses-on-a-phone).
 */
function useToasterCode(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    preloadToaster().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => void (mounted = false);
  }, [wanted]);
  return loaded;
}

function LateToaster() {
  return useToasterCode(useToasterWanted()) ? (
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
