// No dead taps (docs/decisions.md#no-dead-taps). A prerendered page is on screen, its controls
// included, seconds before its code can act on a phone. The function below is the first script of
// every prerendered page (inline, in its <head>, written by scripts/prerender.ts), so it listens
// from the first byte: a press on a control made before the page is live is kept, shown as pressed
// (`data-held`, `aria-busy`; the look is in src/index.css), and carried out once, when the app
// marks the page live (`<html data-live>`, src/app/live.ts). A disclosure (a button that shows and
// hides a part of the page, as the header's menu does) works at once instead. Links are left
// alone: they work as plain links. The same mechanism keeps a form from being sent as a plain page
// request before the page is live (a password in an address).

/** The attribute a kept control (and <html>, while one is kept) carries until its press is carried out. */
export const HELD = 'data-held';

/**
 * Keeps presses made before the page is live and carries the last one out once it is. Written to
 * run as a page's inline script (serialised, so it uses nothing from outside its body).
 */
export function keepEarlyPresses(win: Window & typeof globalThis): void {
  const doc = win.document;
  const html = doc.documentElement;
  // What a press lands on; links are listed so that a press inside one is left to the browser.
  const selector = 'a[href],button,[role="button"],input[type="submit"],input[type="button"]';
  let held: HTMLElement | null = null;
  let heldName = '';
  let replaying = false;
  // The disclosure opened or closed here, and how the HTML had it.
  let shown: { el: HTMLElement; name: string; panel: HTMLElement; expanded: string | null; hidden: boolean } | null = null;

  const live = () => html.hasAttribute('data-live');
  const nameOf = (el: Element) => (el.getAttribute('aria-label') || el.textContent || '').trim();
  const controlAt = (target: EventTarget | null): HTMLElement | null => {
    const el = target && (target as Element).closest ? (target as Element).closest<HTMLElement>(selector) : null;
    return el && el.tagName !== 'A' ? el : null;
  };
  // <html data-held> while a press waits for the page (a kept one, or a disclosure left changed).
  const mark = () => {
    if (held || (shown && shown.panel.hidden !== shown.hidden)) html.setAttribute('data-held', '');
    else html.removeAttribute('data-held');
  };
  const release = () => {
    if (held) {
      held.removeAttribute('data-held');
      held.removeAttribute('aria-busy');
    }
    held = null;
    mark();
  };
  /** The part a disclosure shows and hides (`aria-expanded`, `aria-controls` naming a `hidden` element), if `el` is one. */
  const panelOf = (el: HTMLElement): HTMLElement | null => {
    const id = el.getAttribute('aria-controls');
    const panel = id && el.hasAttribute('aria-expanded') ? doc.getElementById(id) : null;
    return panel && (panel.hidden || el.getAttribute('aria-expanded') === 'true') ? panel : null;
  };
  const toggle = (el: HTMLElement, panel: HTMLElement) => {
    shown ??= { el, name: nameOf(el), panel, expanded: el.getAttribute('aria-expanded'), hidden: panel.hidden };
    panel.hidden = !panel.hidden;
    el.setAttribute('aria-expanded', String(!panel.hidden));
    mark();
  };
  const hold = (el: HTMLElement) => {
    if (el === held) return;
    release();
    held = el;
    heldName = nameOf(el);
    el.setAttribute('data-held', '');
    el.setAttribute('aria-busy', 'true');
    mark();
  };
  const press = (el: HTMLElement) => {
    replaying = true;
    try {
      if (el.tagName === 'FORM') (el as HTMLFormElement).requestSubmit();
      else el.click();
    } finally {
      replaying = false;
    }
  };
  // The page's code may have drawn the control afresh (a page rendered rather than hydrated): the
  // press goes to the control with the same name.
  const named = (name: string) =>
    Array.prototype.find.call(doc.querySelectorAll(selector), (c: Element) => c.tagName !== 'A' && nameOf(c) === name) as HTMLElement | undefined;
  const replay = () => {
    if (!live()) return;
    // A disclosure opened (or closed) here goes back as the HTML had it and is pressed once, in
    // the same task: the app opens it, and nothing is painted in between.
    if (shown) {
      const { el, name, panel, expanded, hidden } = shown;
      shown = null;
      const changed = panel.hidden !== hidden;
      panel.hidden = hidden;
      if (expanded === null) el.removeAttribute('aria-expanded');
      else el.setAttribute('aria-expanded', expanded);
      const target = el.isConnected ? el : named(name);
      if (changed && target) press(target);
      mark();
    }
    if (!held) return;
    const el = held.isConnected ? held : named(heldName);
    // Still marked while it is carried out: the app may hydrate as it takes the press
    // (src/app/start.tsx), and what it sets up then can tell that a press was kept.
    try {
      if (el) press(el);
    } finally {
      release();
    }
  };

  win.addEventListener(
    'click',
    (event) => {
      if (replaying || live()) return;
      const el = controlAt(event.target);
      if (!el) return;
      // Kept, not passed on: nothing on the page may act on it before the app does. A second press
      // on the same control (nothing seemed to happen) is the same intent: carried out once.
      event.preventDefault();
      event.stopImmediatePropagation();
      const panel = panelOf(el);
      if (panel && (!shown || shown.el === el)) toggle(el, panel);
      else hold(el);
    },
    true,
  );
  // Escape closes a disclosure opened here and returns to its button, as the menu does once live.
  win.addEventListener(
    'keydown',
    (event) => {
      if (live() || event.key !== 'Escape' || !shown || shown.panel.hidden) return;
      toggle(shown.el, shown.panel);
      shown.el.focus();
    },
    true,
  );
  win.addEventListener(
    'submit',
    (event) => {
      if (live()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Sent with Enter and no button to press: the form itself is sent again once live.
      hold(((event as SubmitEvent).submitter || event.target) as HTMLElement);
    },
    true,
  );
  new win.MutationObserver(replay).observe(html, { attributes: true, attributeFilter: ['data-live'] });
}
