// The local checkout page (the offline default for Stripe Checkout, docs/decisions.md#providers-with-offline-defaults), served by
// the stack under /checkout/v1/session/<id>. create-checkout-session and
// create-subscription-checkout send the buyer here when STRIPE_SECRET_KEY is unset. Like Stripe,
// the session id in the address is the only credential: it is random and shown only to the
// buyer. Paying or cancelling redirects (303) to the order's success_url (with
// {CHECKOUT_SESSION_ID} filled in) or cancel_url, as Stripe does. Hosted projects have no such
// page: there, checkout without STRIPE_SECRET_KEY answers 503.
import type { Route, StackContext } from '../server.ts';
import { send } from '../http.ts';
import { pageHeaders, renderCheckout, renderState } from './page.ts';
import { cancelOrder, findOrder, isExpired, LOCAL_SESSION_ID, payOrder, successUrlFor, type LocalOrder } from './store.ts';

function origins(order: LocalOrder): string[] {
  const out = new Set<string>();
  for (const u of [order.success_url, order.cancel_url]) {
    try {
      if (u) out.add(new URL(u).origin);
    } catch {
      // not a URL: the database constraint makes this unreachable
    }
  }
  return [...out];
}

/** Every answer here is a page or a form post: no CORS, so no other site's script can read one. */
export function createCheckoutRoute(ctx: StackContext): Route {
  const route: Route = async (req, res, url) => {
    const m = /^\/checkout\/v1\/session\/([^/]+)(?:\/(pay|cancel))?\/?$/.exec(url.pathname);
    const method = req.method ?? 'GET';
    const html = (status: number, body: string, order?: LocalOrder) => send(res, status, body, pageHeaders(order ? origins(order) : []));
    if (!m) return html(404, renderState('Page not found', 'There is no checkout page at this address.'));
    const [, sessionId, action] = m;
    if (!LOCAL_SESSION_ID.test(sessionId)) return html(404, renderState('Checkout not found', 'This checkout link is not valid.'));

    const found = await findOrder(ctx.db, sessionId);
    if (!found) return html(404, renderState('Checkout not found', 'This checkout link is not valid or has been removed.'));
    const { order, items } = found;
    const successUrl = successUrlFor(order, sessionId);
    if (isExpired(order)) {
      // Stripe cancels an expired session's order through checkout.session.expired; so does this page.
      await cancelOrder(ctx.db, order);
      if (method === 'POST') for await (const _chunk of req) void _chunk;
      return html(410, renderState('Checkout expired', 'This checkout was open for more than 24 hours and has expired. Nothing was charged.', order.cancel_url ? { href: order.cancel_url, label: 'Return to Confetti' } : undefined), order);
    }

    if (!action) {
      if (method !== 'GET' && method !== 'HEAD') return send(res, 405, null, { allow: 'GET, HEAD' });
      if (order.status === 'paid') {
        return html(200, renderState('Already paid', 'This order has been paid. Thank you!', successUrl ? { href: successUrl, label: 'See your order' } : undefined), order);
      }
      if (order.status === 'cancelled') {
        return html(200, renderState('Checkout cancelled', 'This checkout was cancelled. Nothing was charged.', order.cancel_url ? { href: order.cancel_url, label: 'Return to Confetti' } : undefined), order);
      }
      return html(200, renderCheckout(sessionId, order, items), order);
    }

    if (method !== 'POST') return send(res, 405, null, { allow: 'POST' });
    // Drain the (empty) form body before answering.
    for await (const _chunk of req) void _chunk;
    if (action === 'pay') {
      if (order.status === 'cancelled') return html(409, renderState('Checkout cancelled', 'This checkout was cancelled and can no longer be paid.'), order);
      if (await payOrder(ctx.db, order)) notifyPaid(ctx, order.id);
      if (!successUrl) return html(200, renderState('Payment received', 'This order is paid.'), order);
      return send(res, 303, null, { location: successUrl, 'cache-control': 'no-store' });
    }
    if (order.status === 'paid') return html(409, renderState('Already paid', 'This order has been paid and cannot be cancelled here.'), order);
    await cancelOrder(ctx.db, order);
    if (!order.cancel_url) return html(200, renderState('Checkout cancelled', 'Nothing was charged.'), order);
    return send(res, 303, null, { location: order.cancel_url, 'cache-control': 'no-store' });
  };
  return Object.assign(route, { isDocument: () => true });
}

/**
 * Tells the functions an order was just paid, as Stripe delivers its webhook: the buyer's
 * confirmation e-mail goes out even if they never reach /checkout-success. Not awaited (the buyer
 * is redirected at once); if it fails, confirm-checkout sends the e-mail when the success page asks.
 */
function notifyPaid(ctx: StackContext, orderId: string): void {
  fetch(`${ctx.config.apiUrl}/functions/v1/send-order-confirmation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.serviceRoleKey}`, apikey: ctx.serviceRoleKey, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
    signal: AbortSignal.timeout(30_000),
  })
    .then(async (res) => {
      if (!res.ok) console.error(`[checkout] send-order-confirmation answered ${res.status}: ${await res.text()}`);
    })
    .catch((e: unknown) => console.error('[checkout] send-order-confirmation:', e instanceof Error ? e.message : e));
}
