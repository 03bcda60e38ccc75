import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();
beforeEach(() => {
  server.use(
    http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json([])),
    // The account menu reads the profile for the Pro badge.
    http.get(`${API}/rest/v1/profiles`, () =>
      HttpResponse.json({ id: TEST_USER.id, email: TEST_USER.email, full_name: null, bio: null, avatar_url: null, is_pro: false, pro_since: null }),
    ),
  );
});

/** The account menu's trigger once its lazy chunk has replaced the placeholder. */
async function accountTrigger() {
  await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toHaveAttribute('aria-haspopup', 'menu'), { timeout: 5000 });
  return screen.getByRole('button', { name: /My Account/ });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('offers Sign In and no My Parties to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(mainNav()).getByRole('link', { name: 'Plan a Party' })).toHaveAttribute('href', '/party-planning');
    expect(within(mainNav()).getByRole('link', { name: 'Public Parties' })).toHaveAttribute('href', '/public-parties');
    expect(within(mainNav()).queryByRole('link', { name: 'My Parties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  it('shows My Parties and the account menu (e-mail, Profile Settings, Sign Out) when signed in', async () => {
    signInAs();
    let loggedOut = false;
    server.use(
      http.post(`${API}/auth/v1/logout`, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    localStorage.setItem(
      'tshirt-cart',
      JSON.stringify([
        { designUrl: `${API}/storage/v1/object/public/tshirt-designs/${TEST_USER.id}/p_design_1.png`, designName: 'Mine', size: 'M', price: 25, quantity: 2 },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/faq');
    expect(await screen.findAllByRole('button', { name: 'Cart: 2 items, $50.00' })).not.toHaveLength(0);
    const account = await accountTrigger();
    expect(within(mainNav()).getByRole('link', { name: 'My Parties' })).toHaveAttribute('href', '/my-parties');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    account.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    // The cart held this user's own designs: gone with them, and the header no longer offers it.
    expect(localStorage.getItem('tshirt-cart')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cart:/ })).not.toBeInTheDocument();
  });

  it('signs out locally even when the server call fails', async () => {
    signInAs();
    server.use(http.post(`${API}/auth/v1/logout`, () => HttpResponse.json({ msg: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    renderApp('/');
    (await accountTrigger()).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign Up to Start Planning' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp('/faq');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'My Parties' })).toBeVisible();
    expect(within(mobile).getByRole('link', { name: /Profile Settings/ })).toBeVisible();
    expect(within(mobile).getByRole('link', { name: /My Orders/ })).toHaveAttribute('href', '/orders');
    expect(within(mobile).getByRole('link', { name: /Confetti Pro/ })).toHaveAttribute('href', '/pricing#pro');
    expect(within(mobile).getByText(TEST_USER.email)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
