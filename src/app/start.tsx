import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './App';
import { preloadPageAt } from './router';
import { HELD } from './early-press';
import { loadToastsOnceAPressIsKept } from './toasts-for-kept-press';

/**
 * How the page is put on screen. In a transition, React hydrates (or renders) it in slices of a
 * few milliseconds and lets the browser paint and take input in between, instead of in one long
 * task: the page is already on screen, and a press made meanwhile is kept until it is live
 * (./early-press.ts, ./live.ts). Once a press on a control is kept, though, someone is waiting for
 * the page and nothing else: it is hydrated in one go, which ends sooner than slices with frames
 * between them.
 */
export function pace(doc: Document = document): (put: () => void) => void {
  // The control itself carries the mark while its press is kept; <html> carries it for a menu
  // opened early too, which works without the app: no one waits for a page with only that.
  return doc.querySelector(`[${HELD}]:not(html)`) ? (put) => put() : startTransition;
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
  const hydrate = Boolean(rendered && matchPath(rendered, window.location.pathname));
  // A page that failed to load renders its loading state and fails there, as it would without this.
  const page = preloadPageAt(window.location.pathname).catch(() => undefined);
  if (hydrate) await page;
  // From here a kept press brings the toasts' code with it, while the page hydrates (./toasts-for-kept-press.ts).
  loadToastsOnceAPressIsKept(document, () => void import('./toaster').catch(() => undefined));
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  pace()(() => {
    if (hydrate) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
