// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, wakeOnIntent } from '@/app/wake';

/** An IntersectionObserver whose targets are on screen when `visible` says so. */
function stubObserver(visible: (el: Element) => boolean) {
  const observed: Element[] = [];
  class Observer {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {}
    observe(el: Element) {
      observed.push(el);
      queueMicrotask(() => this.callback([{ isIntersecting: visible(el), target: el }]));
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return observed;
}

type Pending = { resolve: () => void; reject: (e: unknown) => void };
/** Every start not yet settled: settled after each test, so no page is left waking. */
const unsettled: Pending[] = [];

/** A `start` the test resolves (or fails) by hand. */
function handStart() {
  const calls: Pending[] = [];
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
        unsettled.push({ resolve, reject });
      }),
  );
  return { start, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = () => document.documentElement.dataset.app;

beforeEach(() => {
  document.body.innerHTML = `<div id="root"><button id="menu">Open menu</button><a id="link" href="#demo">Watch Demo</a><section><div role="status">Loading trending parties...</div></section></div>`;
});
afterEach(async () => {
  for (const pending of unsettled.splice(0)) pending.resolve();
  await flush();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.app;
});

describe('a page that wakes on intent', () => {
  it('waits for a sign of intent, then starts the app once', async () => {
    stubObserver(() => false);
    const { start, calls } = handStart();
    wakeOnIntent(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    expect(state()).toBe('waiting');

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(state()).toBe('waking');
    calls[0]!.resolve();
    await flush();
    expect(state()).toBeUndefined();
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(INTENT_EVENTS)('counts %s as intent', (type) => {
    stubObserver(() => false);
    const { start } = handStart();
    wakeOnIntent(start);
    document.getElementById('menu')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the page has kept a press, before or after it began waiting (src/app/early-press.ts carries the press out)', async () => {
    stubObserver(() => false);
    const first = handStart();
    document.documentElement.setAttribute('data-held', '');
    wakeOnIntent(first.start);
    expect(first.start).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-held');
    first.calls[0]!.resolve();
    await flush();

    delete document.documentElement.dataset.app;
    const later = handStart();
    wakeOnIntent(later.start);
    expect(later.start).not.toHaveBeenCalled();
    // A press by assistive technology: no pointer or key event, only the page's mark of a kept press.
    document.documentElement.setAttribute('data-held', '');
    await flush();
    expect(later.start).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-held');
  });

  it('starts at once when a section only the app can fill is on screen', async () => {
    const observed = stubObserver(() => true);
    const { start } = handStart();
    wakeOnIntent(start);
    expect(observed.map((el) => el.textContent)).toEqual(['Loading trending parties...']);
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stays as it is when the app fails to load, and tries again on the next sign of intent', async () => {
    stubObserver(() => false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { start, calls } = handStart();
    wakeOnIntent(start);
    window.dispatchEvent(new Event('wheel'));
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(error).toHaveBeenCalledWith('Could not load the app', expect.any(Error));
    expect(state()).toBe('waiting');
    window.dispatchEvent(new Event('touchstart'));
    expect(start).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
