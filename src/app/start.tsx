import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './App';
import { preloadPageAt } from './router';
import { HELD } from './early-press';
import { loadToastsOnceAPressIsKept } from './toasts-for-kept-press';
import { markLive } from './live';
import { preloadToaster } from './providers';
import { getSupabase, mayHaveSession } from '@/lib/lazy-supabase';

/**
 * How the page is put on screen. In a transition, React hydrates (or renders) it in slices of a
 * few milliseconds and lets the browser paint and take input in between, instead of in one long
 * task: the page is already on screen, and a press made meanwhile is kept until it is live
 * (./early-press.ts, ./live.ts). Once a press on a control is kept, though, someone is waiting for
 * the page and nothing else: it is hydrated in one go, which ends sooner than slices with frames
 * between them.
 */
export function pace(doc: Document = document): (put: () => void) => void {
  return pressIsKept(doc) ? (put) => put() : startTransition;
}

/**
 * Whether a press on a control waits for the page. The control itself carries the mark while its
 * press is kept; <html> carries it for a menu opened early too, which works without the app: no
 * one waits for a page with only that.
 */
function pressIsKept(doc: Document): boolean {
  return doc.querySelector(`[${HELD}]:not(html)`) !== null;
}

/**
 * Hydrates the prerendered page. With a press kept, the page is marked live at once, and so the
 * press is carried out (./early-press.ts) in the next microtask, before anything else runs. React
 * listens from this call, and a press on a part not yet hydrated makes it hydrate that part at
 * once and then hands the press on. Left to itself, React hydrates the page's own section (inside
 * its loading boundary) last, after the layout and after whatever the layout's first effects
 * start, such as restoring the session: on a phone the kept press waited half a second more for
 * that (docs/benchmarks.md#presses-on-a-phone).
 */
export function hydrate(root: HTMLElement, app: ReactNode, doc: Document = root.ownerDocument): Root {
  const reactRoot = hydrateRoot(root, app);
  if (pressIsKept(doc)) markLive(doc);
  return reactRoot;
}

/**
 * Puts the app on the page: hydrates the prerendered page once its page's code is there, or renders
 * afresh at once (the app shell's empty root shows the header and the page's loading state
 * meanwhile).
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root')!;
  // A prerendered page (scripts/prerender.ts) names the route it was rendered for. It is hydrated
  // only on that route: a host that answers another path with it gets a fresh render instead.
  const rendered = root.dataset.prerendered;
  const prerendered = Boolean(rendered && matchPath(rendered, window.location.pathname));
  // A page that failed to load renders its loading state and fails there, as it would without this.
  const page = preloadPageAt(window.location.pathname).catch(() => undefined);
  // Someone signed in needs the SDK for almost anything they press: it is set up now, while the
  // page's code is still arriving, not after the page is live with a press waiting on it.
  if (mayHaveSession()) getSupabase().catch(() => undefined);
  if (prerendered) await page;
  // From here a kept press brings the toasts' code with it, while the page hydrates (./toasts-for-kept-press.ts).
  loadToastsOnceAPressIsKept(document, () => void preloadToaster().catch(() => undefined));
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  pace()(() => {
    if (prerendered) {
      hydrate(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
