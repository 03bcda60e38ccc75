import { HELD } from './early-press';

/**
 * A press kept before the page is live (./early-press.ts) is carried out once it is, and may raise
 * a toast then ('Please sign in to upgrade to Pro'). From the call (./start.tsx makes it once the
 * page's code has come, before hydrating) `load` (the toasts' code) is called as soon as a press is
 * kept, so that code arrives while the page hydrates rather than after it has gone live: on a
 * phone that had been a round trip and more between the page going live and the press showing its
 * effect. Called any earlier, it competed with the page's own code for a slow link and put every
 * kept press later (docs/benchmarks.md#presses-on-a-phone). A disclosure (the menu) raises no
 * toast, and a press on a live page needs none of this.
 */
export function loadToastsOnceAPressIsKept(doc: Document, load: () => void): void {
  const html = doc.documentElement;
  // The kept control carries the mark too; for a disclosure only <html> does.
  const kept = () => html.querySelector(`[${HELD}]`) !== null;
  if (html.hasAttribute('data-live')) return;
  if (kept()) return load();
  const observer = new MutationObserver(() => {
    if (html.hasAttribute('data-live')) observer.disconnect();
    else if (kept()) {
      observer.disconnect();
      load();
    }
  });
  observer.observe(html, { attributes: true, attributeFilter: [HELD, 'data-live'] });
}
