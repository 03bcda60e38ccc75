import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './App';

/** Puts the app on the page: hydrates the prerendered page, or renders afresh. */
export function startApp(): void {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // In a transition, React hydrates (or renders) the page in slices of a few milliseconds and lets
  // the browser paint and take input in between, instead of in one long task: the page is already
  // on screen, and a press made meanwhile is kept until it is live (./early-press.ts, ./live.ts).
  startTransition(() => {
    // A prerendered page (scripts/prerender.ts) names the route it was rendered for. It is hydrated
    // only on that route: a host that answers another path with it gets a fresh render instead.
    const rendered = root.dataset.prerendered;
    if (rendered && matchPath(rendered, window.location.pathname)) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}
