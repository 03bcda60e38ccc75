// App-shell behaviour that the page tests do not reach: scroll-to-top on navigation,
// the one-toast limit, the guard's 'Loading...', and the auth screen's redirect for an existing
// session and 'Back to Home'.
import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/features/auth';
import { AuthContext, useAuth, type AuthContextValue } from '@/features/auth/components/auth-context';
import { renderWithProviders } from './support/providers';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';

startMswServer();
beforeEach(() => {
  server.use(
    http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json([])),
    // The account menu reads the profile for the Pro badge.
    http.get(`${API}/rest/v1/profiles`, () =>
      HttpResponse.json({ id: 'x', email: 'dana@example.com', full_name: null, bio: null, avatar_url: null, is_pro: false, pro_since: null }),
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('app shell (docs/product.md#route-table, #auth-states)', () => {
  it('scrolls to the top whenever the path changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    scrollTo.mockClear();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    await user.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page where it is when the app first arrives (a visitor may have scrolled it already)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows at most one toast at a time', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    act(() => {
      toast.success('First toast');
      toast.error('Second toast');
    });
    // The toaster is lazy (it replays toasts raised before it mounted): allow it to load.
    await screen.findByText('Second toast', undefined, { timeout: 5000 });
    await screen.findByText('First toast');
    // eslint-disable-next-line testing-library/no-node-access -- whether sonner shows a toast is only in its data-visible attribute
    const shown = [...document.querySelectorAll('[data-sonner-toast]')].filter((t) => t.getAttribute('data-visible') === 'true');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Second toast');
  });
});

describe('signed-in-only routes (docs/product.md#route-table)', () => {
  it("show 'Loading...' while auth resolves, then send a visitor to /auth", () => {
    const auth = (loading: boolean, signedOutHere = false): AuthContextValue => ({
      user: null,
      session: null,
      loading,
      signOut: async () => {},
      signedOutHere,
    });
    const tree = (value: AuthContextValue) => (
      <AuthContext.Provider value={value}>
        <MemoryRouter initialEntries={['/my-parties']}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/my-parties" element={<p>My party plans</p>} />
            </Route>
            <Route path="/auth" element={<p>The auth screen</p>} />
            <Route path="/" element={<p>The landing page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    );
    const { rerender, unmount } = render(tree(auth(true)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('The auth screen')).toBeNull();
    expect(screen.queryByText('My party plans')).toBeNull();
    rerender(tree(auth(false)));
    expect(screen.getByText('The auth screen')).toBeInTheDocument();
    unmount();

    // Someone who chose Sign Out in this tab while the page was still on screen goes home...
    const signedIn: AuthContextValue = { ...auth(false), user: { id: 'u1', email: 'dana@example.com' } as AuthContextValue['user'] };
    const view = render(tree(signedIn));
    expect(screen.getByText('My party plans')).toBeInTheDocument();
    view.rerender(tree(auth(false, true)));
    expect(screen.getByText('The landing page')).toBeInTheDocument();
    expect(screen.queryByText('The auth screen')).toBeNull();
    view.unmount();

    // ...but opening a signed-in-only page afterwards, signed out, still asks them to sign in.
    render(tree(auth(false, true)));
    expect(screen.getByText('The auth screen')).toBeInTheDocument();
  });
});

describe('auth provider', () => {
  it('remembers that this tab chose Sign Out until someone signs in again', async () => {
    signInAs();
    server.use(http.post(`${API}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })));
    function Probe() {
      const { user, signedOutHere, signOut } = useAuth();
      return (
        <>
          <p>{`${user ? 'signed in' : 'signed out'}, signed out here: ${signedOutHere}`}</p>
          <button onClick={() => void signOut()}>Sign Out</button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Probe />);
    expect(await screen.findByText('signed in, signed out here: false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('signed out, signed out here: true')).toBeInTheDocument();
  });
});

describe('/auth (docs/product.md#auth)', () => {
  it('sends a visitor who already has a session straight to /', async () => {
    signInAs();
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Start Planning Now' })).toBeInTheDocument();
  });

  it("'Back to Home' leaves for /", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign Up to Start Planning' })).toBeInTheDocument();
  });
});
