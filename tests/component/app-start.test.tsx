import { startTransition, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HELD, keepEarlyPresses } from '@/app/early-press';
import { preloadPageAt } from '@/app/router';
import { hydrate as hydrateApp, pace } from '@/app/start';
import type { Root } from 'react-dom/client';
import { MainLayout } from '@/app/layouts/main-layout';
import { AppProviders } from '@/app/providers';
import { Pricing } from '@/features/marketing/routes/pricing';
import { testQueryClient } from './support/providers';
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

describe('a press kept before the page is live', () => {
  // The roots hydrated here, unmounted after each test: left mounted, React went on with their
  // work after the test environment had gone.
  const roots: Root[] = [];
  const hydrate = (root: HTMLElement, app: ReactNode) => void roots.push(hydrateApp(root, app));
  // The pages rendered above have marked the document live.
  beforeEach(() => document.documentElement.removeAttribute('data-live'));
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.documentElement.removeAttribute('data-live');
    document.body.innerHTML = '';
  });

  // The page's own section sits in a loading boundary, which React would hydrate last.
  function Page({ onPress }: { onPress: () => void }) {
    return (
      <main>
        <Suspense fallback={<p>Loading...</p>}>
          <button type="button" onClick={onPress}>
            Upgrade to Pro
          </button>
        </Suspense>
      </main>
    );
  }

  it('is carried out as the page is hydrated, by the page’s own handler, once', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Page onPress={() => undefined} />);
    keepEarlyPresses(window);
    const button = screen.getByRole('button', { name: 'Upgrade to Pro' });
    button.click();
    expect(button).toHaveAttribute(HELD);
    const presses: string[] = [];
    hydrate(root, <Page onPress={() => presses.push('pressed')} />);
    // Live at once; the press goes in the next microtask, and React hydrates the boundary to take it.
    expect(document.documentElement).toHaveAttribute('data-live');
    await Promise.resolve();
    expect(presses).toEqual(['pressed']);
    expect(button).not.toHaveAttribute(HELD);
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBe(button);
  });

  // What React has hydrated carries its fiber; what it has not is still the server's HTML alone.
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));

  it('is not needed to hydrate a page no one has pressed: that page goes live when it has committed', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Page onPress={() => undefined} />);
    hydrate(root, <Page onPress={() => undefined} />);
    expect(document.documentElement).not.toHaveAttribute('data-live');
    // Hydrated by itself, in time (and so it can be unmounted).
    await waitFor(() => expect(hydrated(screen.getByRole('main'))).toBe(true));
  });

  function Layout({ onPress, page }: { onPress?: () => void; page?: ReactNode }) {
    return (
      <AppProviders queryClient={testQueryClient()}>
        <MemoryRouter initialEntries={['/pricing']}>
          <Routes>
            <Route element={<MainLayout />}>
              <Route
                path="/pricing"
                element={
                  page ?? (
                    <button type="button" onClick={onPress}>
                      Upgrade to Pro
                    </button>
                  )
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
  }

  it('hydrates what lies on the way to the control first; the header and footer come after', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Layout onPress={() => undefined} />);
    keepEarlyPresses(window);
    const button = screen.getByRole('button', { name: 'Upgrade to Pro' });
    button.click();
    const header = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    const seen: boolean[] = [];
    hydrate(root, <Layout onPress={() => seen.push(hydrated(header), hydrated(footer))} />);
    await Promise.resolve();
    expect(seen).toEqual([false, false]);
    await waitFor(() => expect(hydrated(header) && hydrated(footer)).toBe(true));
    expect(screen.getByRole('banner')).toBe(header);
  });

  it("on Pricing, hydrates the Pro card for 'Upgrade to Pro'; the hero, the free plan and the request form come after", async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Layout page={<Pricing />} />);
    keepEarlyPresses(window);
    const button = screen.getByRole('button', { name: 'Upgrade to Pro' });
    button.click();
    const apart = [
      screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }),
      screen.getByRole('link', { name: 'Sign Up Free' }),
      screen.getByRole('button', { name: 'Send Request' }),
    ];
    // React hydrates the way to the pressed control as the press is dispatched, before the control's own listeners run.
    const seen: boolean[] = [];
    button.addEventListener('click', () => seen.push(hydrated(button), ...apart.map(hydrated)));
    hydrate(root, <Layout page={<Pricing />} />);
    await Promise.resolve();
    expect(seen).toEqual([true, false, false, false]);
    expect(await screen.findByText('Please sign in to upgrade to Pro')).toBeInTheDocument();
    await waitFor(() => expect(apart.map(hydrated)).toEqual([true, true, true]));
  });
});
