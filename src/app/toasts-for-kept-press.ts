import { HELD } from './early-press';

/**
 * A press kept before the page is live (./early-press.ts) is carried out once it is, and may raise
 * a toast then ('Please sign in to upgrade to Pro'). The entry (./boot.ts) makes this call, so
 * `load` (the toasts' code) is called as soon as a press is kept and that code arrives beside the
 * page's own. Called only once the page's code had come (from ./start.tsx, as it was), the toasts'
 * code arrived a round trip after the page went live, and a phone's kept press showed its toast
 * 0.5 to 0.8 s after the page was live (docs/benchmarks.md#presses-on-a-phone). A disclosure (the
 * menu) raises no toast, and a press on a live page needs none of this.
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
