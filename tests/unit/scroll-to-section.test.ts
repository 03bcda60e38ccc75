// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSectionWhenRendered } from '@/features/parties/lib/scroll';

/** A ResizeObserver the test triggers by hand; jsdom has none. */
function stubResizeObserver() {
  const observers: Array<{ fire: () => void; disconnected: boolean }> = [];
  class Observer {
    private entry = { fire: () => this.callback(), disconnected: false };
    constructor(private readonly callback: () => void) {
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  return observers;
}

let pageHeight = 1000;
function page() {
  document.body.innerHTML = '<div id="root"><section id="rsvp"></section></div>';
  Object.defineProperty(document.getElementById('root')!, 'scrollHeight', { configurable: true, get: () => pageHeight });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  document.body.innerHTML = '';
  pageHeight = 1000;
});

describe('a link to a section of the party page', () => {
  it('goes to the section once it renders and keeps it in view while the sections above fill in', async () => {
    const observers = stubResizeObserver();
    // jsdom does not scroll.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    page();
    const stop = scrollToSectionWhenRendered('#checklist');
    expect(scrolled).not.toHaveBeenCalled();

    const section = document.createElement('section');
    section.id = 'checklist';
    document.getElementById('root')!.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);

    // The chat above renders and pushes it down: back to it.
    pageHeight = 1600;
    observers[0]!.fire();
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled.mock.contexts[1]).toBe(section);

    // The reader scrolls: the page is theirs from now on.
    window.dispatchEvent(new Event('wheel'));
    expect(observers[0]!.disconnected).toBe(true);
    stop();
  });
});
