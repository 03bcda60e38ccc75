// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from '@/app/early-press';
import { inlineScript } from '../../scripts/prerender.ts';

// The first script of every prerendered page (src/app/early-press.ts, docs/decisions.md#no-dead-taps):
// a press made before the page is live is kept, shown, and carried out once when it is.

const PAGE = `<div id="root">
  <header><button id="menu" aria-label="Open menu"><svg></svg></button><button id="toggle" aria-expanded="false" aria-controls="panel">Menu</button></header>
  <nav id="panel" hidden><a href="/faq">FAQ</a></nav>
  <a id="link" href="/watch-demo">Watch Demo</a>
  <button id="other">Sign up</button>
  <form id="search" role="search"><input name="q"></form>
</div>`;

/** A page with the script running (as the page runs it: serialised, or called directly), and a stand-in for React's root listener. */
function page({ serialised = false } = {}) {
  // A window of its own per page (an iframe), so no test inherits another's listeners.
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = win.document;
  doc.body.innerHTML = PAGE;
  if (serialised) new Function('window', inlineScript(keepEarlyPresses))(win);
  else keepEarlyPresses(win);
  const handled: string[] = [];
  // React listens at its root: whatever reaches it is acted on.
  doc.getElementById('root')!.addEventListener('click', (e) => handled.push((e.target as Element).closest('[id]')!.id));
  doc.getElementById('search')!.addEventListener('submit', (e) => {
    e.preventDefault();
    handled.push('search submitted');
  });
  // What the browser would do with a link (jsdom cannot follow it): whether it was still to be followed.
  const linkFollowed: boolean[] = [];
  doc.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('a')) return;
    linkFollowed.push(!e.defaultPrevented);
    e.preventDefault();
  });
  const el = (id: string) => doc.getElementById(id)!;
  const press = (id: string) => {
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    el(id).dispatchEvent(event);
    return event;
  };
  const goLive = async () => {
    doc.documentElement.dataset.live = 'true';
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, doc, el, press, goLive, handled, linkFollowed };
}

describe.each([false, true])('a press before the page is live (serialised: %s)', (serialised) => {
  it('is kept, shown as pressed, and carried out once when the page is live', async () => {
    const p = page({ serialised });
    const event = p.press('menu');
    expect(event.defaultPrevented).toBe(true);
    expect(p.handled).toEqual([]);
    expect(p.el('menu').hasAttribute('data-held')).toBe(true);
    expect(p.el('menu').getAttribute('aria-busy')).toBe('true');
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(true);

    await p.goLive();
    expect(p.handled).toEqual(['menu']);
    expect(p.el('menu').hasAttribute('data-held')).toBe(false);
    expect(p.el('menu').hasAttribute('aria-busy')).toBe(false);
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(false);
  });
});

describe('kept presses', () => {
  it('pressed again before the page is live: still carried out once (a toggle stays open)', async () => {
    const p = page();
    p.press('menu');
    p.press('menu');
    p.press('menu');
    await p.goLive();
    expect(p.handled).toEqual(['menu']);
  });

  it('a press on another control replaces the first: the last intent is carried out', async () => {
    const p = page();
    p.press('menu');
    p.press('other');
    expect(p.el('menu').hasAttribute('data-held')).toBe(false);
    expect(p.el('other').hasAttribute('data-held')).toBe(true);
    await p.goLive();
    expect(p.handled).toEqual(['other']);
  });

  it('goes to the control of the same name when the app drew the page afresh', async () => {
    const p = page();
    p.press('other');
    // A fresh render replaces the page's elements.
    p.el('root').innerHTML = '<button id="fresh">Sign up</button>';
    await p.goLive();
    expect(p.handled).toEqual(['fresh']);
  });

  it('is dropped, not sent elsewhere, when nothing of that name is left', async () => {
    const p = page();
    p.press('other');
    p.el('root').innerHTML = '<button id="fresh">Sign in</button>';
    await p.goLive();
    expect(p.handled).toEqual([]);
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(false);
  });

  it('a form sent with Enter before the page is live is not sent as a page request, and is sent once live', async () => {
    const p = page();
    const submit = new p.win.SubmitEvent('submit', { bubbles: true, cancelable: true });
    p.el('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(p.handled).toEqual([]);
    await p.goLive();
    expect(p.handled).toEqual(['search submitted']);
  });
});

describe('what the script leaves alone', () => {
  it('a link: it works as a plain link', () => {
    const p = page();
    p.press('link');
    expect(p.linkFollowed).toEqual([true]);
    expect(p.handled).toEqual(['link']);
  });

  it('presses once the page is live: the app has them at once', async () => {
    const p = page();
    await p.goLive();
    const event = p.press('menu');
    expect(event.defaultPrevented).toBe(false);
    expect(p.handled).toEqual(['menu']);
    expect(p.el('menu').hasAttribute('data-held')).toBe(false);
  });

  it('a press the page keeps is carried out by the script alone, never by the page as well', async () => {
    const p = page();
    const direct = vi.fn();
    p.el('menu').addEventListener('click', direct);
    p.press('menu');
    expect(direct).not.toHaveBeenCalled();
    await p.goLive();
    expect(direct).toHaveBeenCalledTimes(1);
  });
});

describe('a disclosure (a button that shows and hides a part of the page, as the header menu does)', () => {
  const state = (p: ReturnType<typeof page>) => [p.el('toggle').getAttribute('aria-expanded'), p.el('panel').hidden];

  it('works at once, and once live the app gets it as the HTML had it, pressed once', async () => {
    const p = page();
    // The app's own handler: it opens the menu from the HTML's state.
    p.el('toggle').addEventListener('click', () => {
      expect(state(p)).toEqual(['false', true]);
      p.el('panel').hidden = false;
      p.el('toggle').setAttribute('aria-expanded', 'true');
    });
    p.press('toggle');
    expect(state(p)).toEqual(['true', false]);
    expect(p.handled).toEqual([]);
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(true);
    await p.goLive();
    expect(p.handled).toEqual(['toggle']);
    expect(state(p)).toEqual(['true', false]);
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(false);
  });

  it('opened and closed again before the page is live: nothing to carry out', async () => {
    const p = page();
    p.press('toggle');
    p.press('toggle');
    expect(state(p)).toEqual(['false', true]);
    expect(p.doc.documentElement.hasAttribute('data-held')).toBe(false);
    await p.goLive();
    expect(p.handled).toEqual([]);
  });

  it('Escape closes it again and returns to its button, as the menu does once live', async () => {
    const p = page();
    p.press('toggle');
    p.win.dispatchEvent(new p.win.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(state(p)).toEqual(['false', true]);
    expect(p.doc.activeElement).toBe(p.el('toggle'));
    await p.goLive();
    expect(p.handled).toEqual([]);
  });

  it('with a press kept on another control: both are carried out, the disclosure first', async () => {
    const p = page();
    p.press('toggle');
    p.press('other');
    await p.goLive();
    expect(p.handled).toEqual(['toggle', 'other']);
  });
});

describe('how a kept press looks (src/index.css)', () => {
  it('moves only what the compositor animates on its own, so the look costs the main thread no paint per frame', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('src/index.css', 'utf8');
    const keyframes = css.match(/@keyframes held-press\s*\{([\s\S]*?)\n\}/)![1]!;
    const animated = new Set([...keyframes.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]));
    expect([...animated].every((p) => p === 'opacity' || p === 'transform')).toBe(true);
    expect(css).toMatch(/\[data-held\][^{]*\{[^}]*animation: held-press/);
  });
});
