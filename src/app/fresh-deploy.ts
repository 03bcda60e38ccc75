// A fresh deploy does not break an open tab (docs/decisions.md#a-fresh-deploy-and-an-open-tab). A
// deploy replaces the build's files; a tab opened before it still runs the old code, which asks for
// the old files when it loads a page's code (or the toasts', or the SDK). Vite reports such a
// failure as `vite:preloadError`. The tab then reloads, once, into the new build at the same
// address; what the user had typed into the page (never a password) is put back into the same
// fields when they are on the page again.

const SAVED = 'confetti:before-reload';
/** A reload this recent, to the same address, is not repeated: the new build is missing the file too. */
const ONCE_MS = 30_000;
/** How long after the reload typed text is still put back, as its fields appear. */
const RESTORE_MS = 15_000;

type Saved = { at: number; address: string; focused: string | null; fields: Array<[key: string, value: string]> };

const TYPED = 'input:not([type]),input[type="text"],input[type="email"],input[type="search"],input[type="tel"],input[type="url"],input[type="number"],textarea';

/** How a field is found again after the reload: its name, else its id. */
const keyOf = (field: Element) => field.getAttribute('name') || field.id || null;

const address = (win: Window) => win.location.pathname + win.location.search + win.location.hash;

type Listener = () => void;
let reloading = false;
const listeners = new Set<Listener>();
const setReloading = (on: boolean) => {
  reloading = on;
  listeners.forEach((l) => l());
};

/** Whether the tab is reloading into a new build (a page's error then shows as loading: src/app/layouts/route-states.tsx). */
export const freshDeploy = {
  reloading: () => reloading,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Whether this document came from a reload, as the one below does. Only then is anything saved to
 * put back, and only then is session storage read at start: a tab's first use of it waits for
 * the browser to load it, which on a busy phone held the page's first script for tens of
 * milliseconds (docs/benchmarks.md#lighthouse).
 */
function cameByReload(win: Window): boolean {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

function read(win: Window): Saved | null {
  try {
    return JSON.parse(win.sessionStorage.getItem(SAVED) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
}

/** Reloads the tab into the new build when a file of its old one is gone; once per address. */
export function reloadWhenFilesAreGone(win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    const last = read(win);
    if (reloading || (last && last.address === address(win) && Date.now() - last.at < ONCE_MS)) return;
    const doc = win.document;
    const fields: Saved['fields'] = [];
    doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED).forEach((field) => {
      const key = keyOf(field);
      if (key && field.value && field.autocomplete.indexOf('cc-') !== 0) fields.push([key, field.value]);
    });
    const focused = doc.activeElement?.matches(TYPED) ? keyOf(doc.activeElement) : null;
    setReloading(true);
    // Only when the site answers: offline, a reload would put the browser's error page in place of
    // this one. Then the page's own error (with 'Reload the page') shows.
    win
      .fetch(win.location.href, { method: 'HEAD', cache: 'no-store' })
      .then((answer) => {
        if (!answer.ok) throw new Error(`the site answered ${answer.status}`);
        win.sessionStorage.setItem(SAVED, JSON.stringify({ at: Date.now(), address: address(win), focused, fields } satisfies Saved));
        win.location.reload();
      })
      .catch(() => setReloading(false));
  });
}

/**
 * After such a reload: puts the saved text back into each field (found by name or id) that is on
 * the page or appears within RESTORE_MS and is still empty, as typing would (so a controlled
 * field's state takes it too), and the focus where it was.
 */
export function restoreTypedText(win: Window = window): void {
  if (!cameByReload(win)) return;
  const saved = read(win);
  if (!saved?.fields.length || saved.address !== address(win) || Date.now() - saved.at > ONCE_MS + RESTORE_MS) return;
  // Put back once; the time stays, so that a failure again right away does not reload in a loop.
  win.sessionStorage.setItem(SAVED, JSON.stringify({ ...saved, fields: [] } satisfies Saved));
  const doc = win.document;
  const pending = new Map(saved.fields);
  const put = () => {
    for (const [key, value] of pending) {
      const field = doc.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(key)}"],#${CSS.escape(key)}`);
      if (!field || !field.matches(TYPED)) continue;
      pending.delete(key);
      if (field.value) continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      if (setter) setter.call(field, value);
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (key === saved.focused) field.focus();
    }
    if (!pending.size) stop();
  };
  const observer = new MutationObserver(put);
  const timer = win.setTimeout(() => stop(), RESTORE_MS);
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  put();
}
