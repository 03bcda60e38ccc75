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
