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

/**
 * A link to `/party/{id}#checklist` (My Tasks) lands on that section: the browser's own jump
 * happens before the section exists (it renders once its data arrives), so this waits for the
 * element and goes there once. Later renders never pull the page back.
 */
export function scrollToSectionWhenRendered(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!KNOWN_SECTIONS.includes(id)) return () => {};
  const observer = new MutationObserver(() => attempt());
  function attempt(): void {
    if (!document.getElementById(id)) return;
    observer.disconnect();
    goToSection(id);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
  return () => observer.disconnect();
}
