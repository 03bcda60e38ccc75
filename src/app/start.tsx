import { StrictMode } from 'react';
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
  // A prerendered page (scripts/prerender.ts) names the route it was rendered for. It is hydrated
  // only on that route: a host that answers another path with it gets a fresh render instead.
  const rendered = root.dataset.prerendered;
  if (rendered && matchPath(rendered, window.location.pathname)) {
    hydrateRoot(root, app);
    // React now answers the page's events (replaying any on parts still hydrating): forms may submit.
    document.documentElement.dataset.live = 'true';
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
