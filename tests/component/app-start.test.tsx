import { startTransition } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HELD } from '@/app/early-press';
import { preloadPageAt } from '@/app/router';
import { pace } from '@/app/start';
import { renderApp } from './support/render';
import { startMswServer } from './support/server';

startMswServer();

// A prerendered page hydrates in one pass only if its page's code is there before React's first
// render (src/app/start.tsx): these check that render itself, with nothing awaited after it.
describe('a page loaded ahead of its first render', () => {
  it('is drawn by that render, where a page not loaded yet draws its loading state first', async () => {
    renderApp('/cookie-policy');
    expect(screen.queryByRole('heading', { level: 1, name: 'Cookie Policy' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
  });

  it('once preloaded for its path, nested layouts and all', async () => {
    await preloadPageAt('/faq');
    renderApp('/faq');
    expect(screen.getByRole('heading', { level: 1, name: /Frequently Asked Questions/ })).toBeInTheDocument();
  });

  it('an address no route has gets the page that says so', async () => {
    await preloadPageAt('/no-such-page');
    renderApp('/no-such-page');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('how the page is hydrated', () => {
  afterEach(() => document.documentElement.removeAttribute(HELD));

  it('in a transition, in slices, while no one waits for it', () => {
    expect(pace()).toBe(startTransition);
  });

  it('in one go once a press is kept: someone is waiting for that press to be carried out', () => {
    document.documentElement.setAttribute(HELD, '');
    // A menu opened before the page is live marks the page alone: it works without the app.
    expect(pace()).toBe(startTransition);
    const button = document.body.appendChild(document.createElement('button'));
    button.setAttribute(HELD, '');
    const hydrate = pace();
    button.remove();
    expect(hydrate).not.toBe(startTransition);
    let ran = false;
    hydrate(() => (ran = true));
    expect(ran).toBe(true);
  });
});
