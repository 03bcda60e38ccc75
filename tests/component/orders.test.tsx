import { http, HttpResponse } from 'msw';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();
// Routes load lazily; a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PATH = `${TEST_USER.id}/p_design_1.png`;
const DESIGN = `${API}/storage/v1/object/public/tshirt-designs/${PATH}`;
const NEXT_STEPS = 'Your payment is confirmed and your T-shirts go to our print partner. We will e-mail you a tracking link when they ship.';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();

function orderRow(
  id: string,
  status: string,
  createdAt: string,
  items: Array<{ size: string; quantity: number; name?: string }> = [{ size: 'M', quantity: 2 }],
) {
  return {
    id,
    kind: 'tshirts',
    status,
    total_cents: items.reduce((n, i) => n + i.quantity * 2500, 0),
    currency: 'usd',
    provider: 'local',
    created_at: createdAt,
    paid_at: status === 'paid' ? createdAt : null,
    order_items: items.map((i, n) => ({
      id: `${id}-${n}`,
      design_url: DESIGN,
      design_name: i.name ?? 'Robin tee',
      size: i.size,
      unit_price_cents: 2500,
      quantity: i.quantity,
      created_at: createdAt,
    })),
  };
}

const PAID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PENDING = 'b1b2c3d4-0000-4000-8000-000000000002';
const STALE = 'c1b2c3d4-0000-4000-8000-000000000003';
const CANCELLED = 'd1b2c3d4-0000-4000-8000-000000000004';

describe('My Orders', () => {
  it('is in the account menu', async () => {
    signInAs();
    server.use(http.get(`${API}/rest/v1/orders`, () => HttpResponse.json([])));
    const user = userEvent.setup();
    const { router } = renderApp('/faq');
    // The menu's code loads after the header renders; Radix opens it from the keyboard in jsdom.
    await waitFor(() => expect(screen.getByRole('button', { name: /My Account/ })).toHaveAttribute('aria-haspopup', 'menu'), { timeout: 5000 });
    screen.getByRole('button', { name: /My Account/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  }, 15_000);

  it('asks a visitor to sign in', async () => {
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lists every order in one request, newest first, with status, lines, total, date and lazy thumbnails', async () => {
    signInAs();
    const requests: URL[] = [];
    server.use(
      http.get(`${API}/rest/v1/orders`, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json([
          orderRow(PAID, 'paid', hoursAgo(1), [
            { size: 'M', quantity: 2 },
            { size: 'XL', quantity: 1, name: 'Gold tee' },
          ]),
          orderRow(PENDING, 'pending', hoursAgo(2)),
          orderRow(STALE, 'pending', hoursAgo(30)),
          orderRow(CANCELLED, 'cancelled', hoursAgo(48)),
        ]);
      }),
    );
    renderApp('/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Order A1B2C3D4', 'Order B1B2C3D4', 'Order C1B2C3D4', 'Order D1B2C3D4']);
    expect(cards.map((c) => within(c).getByText(/^(Paid|Awaiting payment|Expired|Cancelled)$/).textContent)).toEqual([
      'Paid',
      'Awaiting payment',
      'Expired',
      'Cancelled',
    ]);
    expect(within(cards[0]!).getByText('2 × Robin tee (M)')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 × Gold tee (XL)')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-card-total')).toHaveTextContent('$75.00');
    expect(
      within(cards[0]!).getByText(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(hoursAgo(1)))),
    ).toBeInTheDocument();

    const thumb = within(cards[0]!).getByRole('img', { name: 'Gold tee, size XL' });
    expect(thumb).toHaveAttribute('src', `${API}/storage/v1/render/image/public/tshirt-designs/${PATH}?width=112&height=112&resize=contain`);
    expect(thumb).toHaveAttribute('width', '56');
    expect(thumb).toHaveAttribute('height', '56');
    expect(thumb).toHaveAttribute('loading', 'lazy');

    // One request: the lines come embedded, only the user's orders, newest first.
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('select')).toContain('order_items(');
    expect(requests[0]!.searchParams.get('user_id')).toBe(`eq.${TEST_USER.id}`);
    expect(requests[0]!.searchParams.get('order')).toBe('created_at.desc');
  });

  it('shows a T-shirt where a design has been deleted since', async () => {
    signInAs();
    server.use(http.get(`${API}/rest/v1/orders`, () => HttpResponse.json([orderRow(PAID, 'paid', hoursAgo(1))])));
    renderApp('/orders');
    const img = await screen.findByRole('img', { name: 'Robin tee, size M' });
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Robin tee, size M' }).tagName).toBe('SPAN'));
  });

  it('says when the list could not load, and tries again', async () => {
    signInAs();
    let calls = 0;
    server.use(
      http.get(`${API}/rest/v1/orders`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([orderRow(PAID, 'paid', hoursAgo(1))]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/orders');
    expect(await screen.findByText("We couldn't load your orders.")).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order A1B2C3D4' })).toBeInTheDocument();
  });

  it('opens an order’s page with its lines, total and what happens next', async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/orders`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('id')) return HttpResponse.json([orderRow(PAID, 'paid', hoursAgo(1))]);
        return HttpResponse.json([orderRow(PAID, 'paid', hoursAgo(1))]);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'View order A1B2C3D4' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PAID}`));
    expect(await screen.findByRole('heading', { name: 'Order A1B2C3D4' })).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEPS)).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent(PAID);
    expect(screen.getByRole('table', { name: 'Items in this order' })).toHaveTextContent('Size M · $25.00 each');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$50.00');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows a shipped order’s printing status and the carrier’s tracking link, opening in a new tab', async () => {
    signInAs();
    const shipped = {
      ...orderRow(PAID, 'paid', hoursAgo(50)),
      fulfilment_status: 'shipped',
      carrier: 'USPS',
      tracking_number: '9400111899223817612345',
      tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817612345',
      shipping_address: { name: 'Robin Buyer', line1: '500 Congress Ave', line2: '', city: 'Austin', region: 'TX', postal_code: '78701', country: 'US' },
    };
    server.use(http.get(`${API}/rest/v1/orders`, () => HttpResponse.json([shipped])));
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order A1B2C3D4' });
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Track package 9400111899223817612345/ });
    expect(link).toHaveAttribute('href', shipped.tracking_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    cleanup();
    renderApp(`/orders/${PAID}`);
    expect(await screen.findByText('Your T-shirts have shipped. Follow the package with the tracking link.')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78701')).toBeInTheDocument();
  });

  it('shows an order in production without a tracking link yet', async () => {
    signInAs();
    server.use(http.get(`${API}/rest/v1/orders`, () => HttpResponse.json([{ ...orderRow(PAID, 'paid', hoursAgo(5)), fulfilment_status: 'in_production' }])));
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Order A1B2C3D4' });
    expect(within(card).getByText('In production')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Track package/ })).not.toBeInTheDocument();
  });

  it('explains an expired checkout on its page', async () => {
    signInAs();
    server.use(http.get(`${API}/rest/v1/orders`, () => HttpResponse.json([orderRow(STALE, 'pending', hoursAgo(30))])));
    renderApp(`/orders/${STALE}`);
    expect(await screen.findByText('This checkout expired before it was paid. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it("answers 'Order not found' for an order that is not the user's, or not an id at all", async () => {
    signInAs();
    let asked = 0;
    server.use(
      http.get(`${API}/rest/v1/orders`, () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    renderApp(`/orders/${PAID}`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(asked).toBe(1);
    cleanup();
    renderApp('/orders/not-an-order');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(asked).toBe(1); // nothing to ask the server about
  });
});

describe('/checkout-success shows the order as My Orders does', () => {
  it('says truthfully what happens next and links to the order', async () => {
    signInAs();
    const { order_items, ...order } = orderRow(PAID, 'paid', hoursAgo(0));
    server.use(http.post(`${API}/functions/v1/confirm-checkout`, () => HttpResponse.json({ order, items: order_items })));
    renderApp('/checkout-success?session_id=cs_local_1');
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEPS)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/on their way to production/i);
    expect(screen.getByRole('link', { name: 'View in My Orders' })).toHaveAttribute('href', `/orders/${PAID}`);
    expect(screen.getByRole('img', { name: 'Design: Robin tee' })).toHaveAttribute('loading', 'lazy');
  });
});
