import { useEffect } from 'react';

// `<html data-live>`: the page's own route is on screen with its code running (hydrated, or
// rendered afresh). Until then a prerendered page keeps presses (./early-press.ts) and its forms
// do not submit; e2e tests that need a live page wait for it by name (e2e/test.ts).

/** Marks the page live; idempotent. */
export function markLive(doc: Document = document): void {
  doc.documentElement.dataset.live = 'true';
}

/**
 * Rendered beside every routed page, inside the page's loading boundary: its effect runs once the
 * page itself has committed, not merely the layout around it.
 */
export function LiveMark(): null {
  useEffect(() => markLive(), []);
  return null;
}
