// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from '@/app/early-press';
import { loadToastsOnceAPressIsKept } from '@/app/toasts-for-kept-press';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const html = document.documentElement;

afterEach(() => {
  document.body.innerHTML = '';
  html.removeAttribute('data-held');
  html.removeAttribute('data-live');
});

/** A prerendered page's controls, with the inline script that keeps early presses. */
function page() {
  document.body.innerHTML = `
    <button type="button">Upgrade to Pro</button>
    <button type="button" aria-expanded="false" aria-controls="menu">Open menu</button>
    <nav id="menu" hidden><a href="/faq">FAQ</a></nav>`;
  keepEarlyPresses(window);
}

describe('the toasts for a kept press', () => {
  it('load as soon as a press on a control is kept, before the page is live', async () => {
    page();
    const load = vi.fn();
    loadToastsOnceAPressIsKept(document, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>('button')!.click();
    await flush();
    expect(load).toHaveBeenCalledOnce();
  });

  it('do not load for the menu (a disclosure raises no toast), nor once the page is live', async () => {
    page();
    const load = vi.fn();
    loadToastsOnceAPressIsKept(document, load);
    document.querySelector<HTMLButtonElement>('[aria-controls="menu"]')!.click();
    await flush();
    expect(html.hasAttribute('data-held')).toBe(true);
    expect(load).not.toHaveBeenCalled();

    html.setAttribute('data-live', 'true');
    await flush();
    document.querySelector<HTMLButtonElement>('button')!.click();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});
