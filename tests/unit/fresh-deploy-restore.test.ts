// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreTypedText } from '@/app/fresh-deploy';

/** What the reload into a new build saved (src/app/fresh-deploy.ts), for the page at `/auth`. */
function savedBeforeReload() {
  const saved = { at: Date.now(), address: '/auth', focused: 'email', fields: [['email', 'ada@example.com']] };
  window.sessionStorage.setItem('confetti:before-reload', JSON.stringify(saved));
}

/** The document came by `type` ('navigate', 'reload', …), as the Navigation Timing entry says. */
function cameBy(type: NavigationTimingType) {
  vi.spyOn(window.performance, 'getEntriesByType').mockImplementation((kind) => (kind === 'navigation' ? [{ type } as unknown as PerformanceEntry] : []));
}

beforeEach(() => {
  // jsdom has no CSS.escape; the names here need no escaping.
  vi.stubGlobal('CSS', { escape: (text: string) => text });
  window.history.replaceState(null, '', '/auth');
  document.body.innerHTML = '<form><input name="email" type="email"></form>';
  savedBeforeReload();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

const field = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;

describe('restoreTypedText', () => {
  it('does not touch session storage when the page was not reloaded', () => {
    cameBy('navigate');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    restoreTypedText();
    expect(getItem).not.toHaveBeenCalled();
    expect(field().value).toBe('');
  });

  it('puts the typed text back and the focus where it was after the reload into a new build', () => {
    cameBy('reload');
    const typed = vi.fn();
    field().addEventListener('input', typed);
    restoreTypedText();
    expect(field().value).toBe('ada@example.com');
    expect(typed).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(field());
  });

  it('puts the text back once: a second reload finds nothing left to restore', () => {
    cameBy('reload');
    restoreTypedText();
    field().value = '';
    restoreTypedText();
    expect(field().value).toBe('');
  });
});
