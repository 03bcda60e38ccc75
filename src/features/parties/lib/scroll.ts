/** Section ids of the detail page: the jump-nav and the sidebar link to these. */
export const SECTION_IDS = {
  overview: 'overview',
  rsvp: 'rsvp',
  chat: 'chat',
  timeline: 'timeline',
  /** Rendered by the planning feature's sections. */
  checklist: 'checklist',
  budget: 'budget',
  suggestions: 'suggestions',
  products: 'products',
  tshirts: 'tshirts',
  savedDesigns: 'saved-designs',
} as const;

/** Scrolls a section into view and moves keyboard focus there, so the jump is announced. */
export function goToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

const KNOWN_SECTIONS: readonly string[] = Object.values(SECTION_IDS);

/** How long a section reached from a link stays in view while the sections above it fill in. */
const HOLD_MS = 5000;
/** Anything the reader does themselves ends the hold. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * A link to `/party/{id}#checklist` (My Tasks) lands on that section: the browser's own jump
 * happens before the section exists (it renders once its data arrives), so this waits for the
 * element and goes there. The sections above it may still be filling in (the RSVP, the chat)
 * and would push it out of view, so until the reader scrolls, taps or types (or for HOLD_MS) the
 * page goes back to it each time the page's height changes. After that, later renders never pull
 * the page back.
 */
export function scrollToSectionWhenRendered(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!KNOWN_SECTIONS.includes(id)) return () => {};
  let hold: ResizeObserver | null = null;
  let timer: number | undefined;
  const stop = () => {
    observer.disconnect();
    hold?.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, { capture: true });
  };
  const observer = new MutationObserver(() => attempt());
  function attempt(): void {
    const el = document.getElementById(id);
    if (!el) return;
    observer.disconnect();
    goToSection(id);
    if (typeof ResizeObserver === 'undefined') return;
    const page = document.getElementById('root') ?? document.body;
    let height = page.scrollHeight;
    hold = new ResizeObserver(() => {
      if (page.scrollHeight === height) return;
      height = page.scrollHeight;
      el.scrollIntoView({ block: 'start' });
    });
    hold.observe(page);
    timer = window.setTimeout(stop, HOLD_MS);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
  return stop;
}
