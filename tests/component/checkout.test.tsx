import { http, HttpResponse, ws } from 'msw';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AuthContext } from '@/features/auth/components/auth-context';
import { UpgradeToProButton } from '@/features/checkout/components/upgrade-to-pro-button';
import { AUTH_STORAGE_KEY } from '@/lib/lazy-supabase';
import { testQueryClient } from './support/providers';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();
// Routes load lazily; a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

const DESIGN = `${API}/storage/v1/object/public/tshirt-designs/${TEST_USER.id}/p_design_1.png`;
const line = (size: string, price: number, quantity: number) => ({ designUrl: DESIGN, designName: 'Robin tee', size, price, quantity });
const storeCart = (items: unknown) => localStorage.setItem('tshirt-cart', JSON.stringify(items));
const profile = (isPro: boolean) => ({
  id: TEST_USER.id,
  email: TEST_USER.email,
  full_name: 'Dana',
  bio: null,
  avatar_url: null,
  is_pro: isPro,
  pro_since: isPro ? '2026-01-01T00:00:00Z' : null,
});

/** Where the checkout tabs went; the tabs themselves (opened blank at the press, then pointed at the payment page). */
let opened: string[] = [];
let tabs: Array<{ opener: unknown; closed: boolean }> = [];
beforeEach(() => {
  opened = [];
  tabs = [];
  vi.spyOn(window, 'open').mockImplementation((url, target) => {
    expect([url, target]).toEqual(['', '_blank']);
    const tab = {
      opener: {} as unknown,
      closed: false,
      close: () => void (tab.closed = true),
      location: {
        set href(to: string) {
          opened.push(to);
        },
      },
    };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  server.use(
    http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(profile(false))),
    http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json([])),
    http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: false })),
    // The profile page subscribes to its row; these tests do not push changes.
    ws.link('ws://127.0.0.1:54321/realtime/v1/websocket').addEventListener('connection', () => {}),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The header renders the cart twice (desktop bar, mobile bar); jsdom has no CSS to hide one. */
/** Fills the cart's shipping address (checkout asks for one before the payment page). */
async function fillAddress(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) {
  await user.type(within(drawer).getByLabelText('Full name *'), 'Robin Buyer');
  await user.type(within(drawer).getByLabelText('Address *'), '500 Congress Ave');
  await user.type(within(drawer).getByLabelText('City *'), 'Austin');
  await user.type(within(drawer).getByLabelText('State / region'), 'tx');
  await user.type(within(drawer).getByLabelText('Postal code *'), '78701');
}

async function openCart() {
  const user = userEvent.setup();
  const [button] = await screen.findAllByRole('button', { name: /^Cart: / });
  await user.click(button);
  return { user, drawer: await screen.findByRole('dialog', { name: 'Your Cart' }) };
}

describe('cart in the header', () => {
  it('shows the count and total and opens the drawer with the lines', async () => {
    signInAs();
    storeCart([line('M', 25, 2), line('XL', 27, 1)]);
    renderApp('/faq');
    expect(await screen.findAllByRole('button', { name: 'Cart: 3 items, $77.00' })).toHaveLength(2);
    const { user, drawer } = await openCart();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$77.00');
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);

    // Quantity 0 removes the line.
    const qty = within(drawer).getByLabelText('Quantity of Robin tee, size XL');
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$50.00');
    // The open drawer hides the page from assistive technology, the header included.
    expect(screen.getAllByRole('button', { name: 'Cart: 2 items, $50.00', hidden: true })).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('tshirt-cart')!)).toEqual([line('M', 25, 2)]);
  });

  it('ignores a broken cart and hides the cart from visitors with nothing in it', async () => {
    storeCart('not a cart');
    localStorage.setItem('tshirt-cart', '{broken');
    renderApp('/faq');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart: / })).not.toBeInTheDocument();
  });

  it('sends the cart to create-checkout-session and opens the payment page in a new tab', async () => {
    signInAs();
    storeCart([line('M', 1, 2), line('XL', 27, 1)]);
    let sent: { items: unknown[]; returnPath: string; shippingAddress: unknown } | null = null;
    server.use(
      http.post(`${API}/functions/v1/create-checkout-session`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ url: `${API}/checkout/v1/session/cs_local_1`, provider: 'local' });
      }),
    );
    renderApp('/faq');
    const { user, drawer } = await openCart();
    // Without an address nothing is sent, and the form says what is missing.
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(await within(drawer).findByText('Full name is required')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Postal code *')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();
    await fillAddress(user, drawer);
    await user.type(within(drawer).getByLabelText('Postal code *'), '{Backspace}');
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(await within(drawer).findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(drawer).getByLabelText('Postal code *'), '1');
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Redirecting to the local test checkout...')).toBeInTheDocument();
    expect(opened).toEqual([`${API}/checkout/v1/session/cs_local_1`]);
    expect(sent!.items).toHaveLength(2);
    expect(sent!.returnPath).toBe('/faq');
    expect(sent!.shippingAddress).toEqual({
      name: 'Robin Buyer',
      line1: '500 Congress Ave',
      line2: '',
      city: 'Austin',
      region: 'TX',
      postal_code: '78701',
      country: 'US',
    });
  });

  it.each([
    [{ status: 400, body: { error: 'Your cart is empty' } }, 'Failed to start checkout: Your cart is empty'],
    [{ status: 500, body: {} }, 'Failed to start checkout: Please try again.'],
    [{ status: 200, body: {} }, 'No checkout URL received from server'],
    [{ status: 503, body: { error: "This isn't available yet.", details: { code: 'not_configured' } } }, "Failed to start checkout: This isn't available yet."],
  ])('tells the user when checkout cannot start (%j)', async (answer, message) => {
    signInAs();
    storeCart([line('S', 25, 1)]);
    server.use(http.post(`${API}/functions/v1/create-checkout-session`, () => HttpResponse.json(answer.body, { status: answer.status })));
    renderApp('/faq');
    const { user, drawer } = await openCart();
    await fillAddress(user, drawer);
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(opened).toEqual([]);
    // The tab opened at the press closes again.
    expect(tabs.map((t) => t.closed)).toEqual([true]);
  });
});

describe('/checkout-success', () => {
  const order = (status: string) => ({
    order: {
      id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
      kind: 'tshirts',
      status,
      total_cents: 7700,
      currency: 'usd',
      provider: 'local',
      created_at: '2026-01-01T00:00:00Z',
      paid_at: null,
    },
    items: [
      { id: '1', design_url: DESIGN, design_name: 'Robin tee', size: 'M', unit_price_cents: 2500, quantity: 2 },
      { id: '2', design_url: DESIGN, design_name: 'Robin tee', size: 'XL', unit_price_cents: 2700, quantity: 1 },
    ],
  });

  it('goes home without a session_id', async () => {
    const { router } = renderApp('/checkout-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says 'Processing your order...' until paid, then shows the order and clears the cart", async () => {
    signInAs();
    storeCart([line('M', 25, 2), line('XL', 27, 1)]);
    let calls = 0;
    server.use(
      http.post(`${API}/functions/v1/confirm-checkout`, async ({ request }) => {
        expect(await request.json()).toEqual({ sessionId: 'cs_local_42' });
        calls += 1;
        return HttpResponse.json(order(calls === 1 ? 'pending' : 'paid'));
      }),
    );
    renderApp('/checkout-success?session_id=cs_local_42');
    expect(await screen.findByText('Processing your order...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order Successful!' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('a1b2c3d4-0000-4000-8000-00000000abcd')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$77.00');
    expect(screen.getByRole('table', { name: 'Items in this order' })).toHaveTextContent('Size XL · $27.00 each');
    await waitFor(() => expect(localStorage.getItem('tshirt-cart')).toBeNull());
  });

  it('says when the order does not belong to the user', async () => {
    signInAs();
    server.use(http.post(`${API}/functions/v1/confirm-checkout`, () => HttpResponse.json({ error: 'Order not found' }, { status: 404 })));
    renderApp('/checkout-success?session_id=cs_other');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('Pro', () => {
  it("asks visitors to sign in: 'Please sign in to upgrade to Pro'", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }, { timeout: 5000 }));
    expect(await screen.findByText('Please sign in to upgrade to Pro')).toBeInTheDocument();
    expect(opened).toEqual([]);
    // To sign-in, which comes back to the upgrade.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fpricing%3Fupgrade%3Dpro');
  });

  // A press kept while the page loaded is carried out as it goes live, before the app has reported
  // the session: the button reads the stored session itself rather than wait for that report.
  describe('clicked before the app has reported the session', () => {
    const stillLoading = (
      <MemoryRouter>
        <QueryClientProvider client={testQueryClient()}>
          <AuthContext.Provider value={{ user: null, session: null, loading: true, signOut: async () => {}, signedOutHere: false }}>
            <UpgradeToProButton />
            <Toaster />
          </AuthContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    );

    it('opens the checkout for a stored session, without waiting for the report', async () => {
      signInAs();
      server.use(
        http.post(`${API}/functions/v1/create-subscription-checkout`, () => HttpResponse.json({ url: 'https://checkout.stripe.test/pro', provider: 'stripe' })),
      );
      render(stillLoading);
      // The tab opens in the press itself, before the stored session has been read.
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
      expect(tabs).toHaveLength(1);
      expect(await screen.findByText('Redirecting to Stripe checkout...')).toBeInTheDocument();
      expect(opened).toEqual(['https://checkout.stripe.test/pro']);
      expect(tabs).toHaveLength(1);
      expect(screen.queryByText('Please sign in to upgrade to Pro')).not.toBeInTheDocument();
    });

    it('closes that tab and asks to sign in when the stored session turns out to be no session', async () => {
      localStorage.setItem(AUTH_STORAGE_KEY, 'not a session');
      render(stillLoading);
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
      expect(await screen.findByText('Please sign in to upgrade to Pro')).toBeInTheDocument();
      expect(tabs.map((t) => t.closed)).toEqual([true]);
      expect(opened).toEqual([]);
    });

    it('asks a visitor with no stored session to sign in', async () => {
      const user = userEvent.setup();
      render(stillLoading);
      await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
      expect(await screen.findByText('Please sign in to upgrade to Pro')).toBeInTheDocument();
      expect(opened).toEqual([]);
    });
  });

  it('opens the subscription checkout from the account menu', async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/create-subscription-checkout`, () => HttpResponse.json({ url: 'https://checkout.stripe.test/pro', provider: 'stripe' })),
    );
    const user = userEvent.setup();
    renderApp('/faq');
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(screen.getByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Redirecting to Stripe checkout...')).toBeInTheDocument();
    expect(opened).toEqual(['https://checkout.stripe.test/pro']);
  });

  it.each([
    [{ status: 200, body: {} }, 'Failed to get checkout URL'],
    [{ status: 503, body: { error: "This isn't available yet.", details: { code: 'not_configured' } } }, "Failed to start checkout: This isn't available yet."],
  ])('tells the user when the Pro checkout cannot start (%j)', async (answer, message) => {
    signInAs();
    server.use(http.post(`${API}/functions/v1/create-subscription-checkout`, () => HttpResponse.json(answer.body, { status: answer.status })));
    const user = userEvent.setup();
    renderApp('/pricing');
    const [upgrade] = await screen.findAllByRole('button', { name: 'Upgrade to Pro' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(upgrade);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(opened).toEqual([]);
    expect(tabs.map((t) => t.closed)).toEqual([true]);
  });

  it('opens the checkout tab at the press, without its own opener, and points it at the payment page once the server answers', async () => {
    signInAs();
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${API}/functions/v1/create-subscription-checkout`, async () => {
        await new Promise<void>((done) => (answer = done));
        return HttpResponse.json({ url: 'https://checkout.stripe.test/pro', provider: 'stripe' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/pricing');
    const [upgrade] = await screen.findAllByRole('button', { name: 'Upgrade to Pro' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toHaveAttribute('aria-haspopup', 'menu'));
    await user.click(upgrade);
    await waitFor(() => expect(tabs).toHaveLength(1));
    expect(tabs[0]).toMatchObject({ opener: null, closed: false });
    expect(opened).toEqual([]);
    answer();
    await waitFor(() => expect(opened).toEqual(['https://checkout.stripe.test/pro']));
  });

  it('shows the Pro badge in the header and on the profile of a Pro member', async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(profile(true))),
      http.get(`${API}/rest/v1/subscriptions`, () => HttpResponse.json([])),
    );
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: /My Account.*Pro/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Profile Settings.*Pro/ })).toBeInTheDocument();
    expect(await screen.findByText('You are a Confetti Pro member since January 1, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Pro' })).toBeInTheDocument();
  });

  it('tells a Pro member on /pricing that they have Pro instead of offering it again', async () => {
    signInAs();
    server.use(http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(profile(true))));
    renderApp('/pricing');
    expect(await screen.findByText(/You are a Confetti Pro member\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your membership' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});

describe('Canva connection', () => {
  it('explains that Canva is not configured', async () => {
    signInAs();
    renderApp('/profile');
    const connect = await screen.findByRole('button', { name: 'Connect Canva' });
    await waitFor(() => expect(connect).toBeDisabled());
    expect(connect).toHaveAccessibleDescription("This isn't available yet.");
    expect(screen.queryByText(/CANVA_CLIENT|site owner/)).not.toBeInTheDocument();
  });

  it('disconnects by deleting the record', async () => {
    signInAs();
    let deleted = '';
    server.use(
      http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json([{ scope: 'design:meta:read', created_at: '2026-01-01T00:00:00Z' }])),
      http.delete(`${API}/rest/v1/canva_integrations`, ({ request }) => {
        deleted = new URL(request.url).search;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(deleted).toBe(`?user_id=eq.${TEST_USER.id}`);
    expect(await screen.findByRole('button', { name: 'Connect Canva' })).toBeInTheDocument();
  });

  it("a failed connect says 'Failed to connect to the design tool' and goes to /my-parties", async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/canva-authorize`, async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as { probe?: boolean };
        return body.probe ? HttpResponse.json({ configured: true }) : HttpResponse.json({ error: 'canva_oauth_states: boom' }, { status: 500 });
      }),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const connect = await screen.findByRole('button', { name: 'Connect Canva' });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    expect(await screen.findByText('Failed to connect to the design tool')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'));
  });

  it("a failed disconnect says 'Failed to disconnect from the design tool' and goes to /my-parties", async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json([{ scope: 'design:meta:read', created_at: '2026-01-01T00:00:00Z' }])),
      http.delete(`${API}/rest/v1/canva_integrations`, () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect from the design tool')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'));
  });

  it('completes the connection on /canva-callback and goes to the profile', async () => {
    signInAs();
    let body: unknown = null;
    server.use(
      http.post(`${API}/functions/v1/canva-auth`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ connected: true });
      }),
    );
    const { router } = renderApp('/canva-callback?code=abc&state=xyz');
    expect(await screen.findByText('Connecting to Canva...')).toBeInTheDocument();
    expect(await screen.findByText('Successfully connected')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(body).toEqual({ code: 'abc', state: 'xyz' });
  });

  it.each([
    ['/canva-callback?error=access_denied', 'Invalid authorization response from the design tool'],
    ['/canva-callback?code=abc', 'Invalid authorization response from the design tool'],
    ['/canva-callback?code=abc&state=wrong', 'Failed to connect to the design tool'],
  ])('%s goes to /my-parties with the product message', async (path, message) => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/canva-auth`, () => HttpResponse.json({ error: 'bad state' }, { status: 400 })),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
    );
    const { router } = renderApp(path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'));
  });
});
