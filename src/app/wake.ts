// The landing page wakes on intent (docs/decisions.md#the-landing-page-wakes-on-intent): for a visitor
// its prerendered HTML is the whole first screen, links included, so the app's code (React, the
// router, the query cache: about 130 KB) loads once they act or scroll to a part only the app can
// fill. A visitor who reads the hero and leaves, or taps a link, never downloads it there. A press
// on a button is kept by the page's first script until the app is live (./early-press.ts), the
// same on every prerendered page; here it is also intent.
import { HELD } from './early-press.ts';

/** The prerendered page that waits for a visitor's intent before loading the app. */
export const WAKES_ON_INTENT = '/';

/** What says someone is about to use the page: a touch, a key, the wheel or a scroll, the mouse. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'mousemove'] as const;

/** `<html data-app>` while the page waits for intent, then while the app loads. */
export type WakeState = 'waiting' | 'waking';

/**
 * Runs `start` (which puts the app on the page) at the first sign of intent, or at once when a
 * loading indicator (`role="status"`, a section only the app can fill) is on screen or a press
 * was kept before this ran. If `start` fails, the page stays as it is and the next sign of intent
 * tries again.
 */
export function wakeOnIntent(start: () => Promise<void>, doc: Document = document): void {
  const win = doc.defaultView!;
  const html = doc.documentElement;
  let state: WakeState | 'awake' = 'waiting';
  const onScreen = (entries: IntersectionObserverEntry[]) => {
    if (entries.some((e) => e.isIntersecting)) wake();
  };
  const observer = typeof win.IntersectionObserver === 'function' ? new win.IntersectionObserver(onScreen) : null;
  // A press the page kept (whatever made it: a tap, a key, assistive technology) is intent too.
  const kept = new win.MutationObserver(() => html.hasAttribute(HELD) && wake());

  function listen() {
    state = 'waiting';
    html.dataset.app = state;
    for (const type of INTENT_EVENTS) win.addEventListener(type, wake, { capture: true, passive: true });
    doc.querySelectorAll('#root [role="status"]').forEach((status) => observer?.observe(status));
    kept.observe(html, { attributes: true, attributeFilter: [HELD] });
  }

  function wake() {
    if (state !== 'waiting') return;
    state = 'waking';
    html.dataset.app = state;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, wake, { capture: true });
    observer?.disconnect();
    kept.disconnect();
    start().then(
      () => {
        state = 'awake';
        delete html.dataset.app;
      },
      (error: unknown) => {
        console.error('Could not load the app', error);
        listen();
      },
    );
  }

  listen();
  if (!observer || html.hasAttribute(HELD)) wake();
}
