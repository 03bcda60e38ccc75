// The local checkout page (the offline default for Stripe Checkout, docs/decisions.md#providers-with-offline-defaults), served by
// the stack under /checkout/v1/session/<id>. create-checkout-session and
// create-subscription-checkout send the buyer here when STRIPE_SECRET_KEY is unset. Like Stripe,
// the session id in the address is the only credential: it is random and shown only to the
// buyer. Paying or cancelling redirects (303) to the order's success_url (with
// {CHECKOUT_SESSION_ID} filled in) or cancel_url, as Stripe does. Hosted projects have no such
// page: there, checkout without STRIPE_SECRET_KEY answers 503.
import type { Route, StackContext } from '../server.ts';
import { send } from '../http.ts';
import { pageHeaders, renderCheckout, renderState, renderSubscription } from './page.ts';
import {
  cancelOrder,
  findOrder,
  findSubscription,
  isExpired,
  LOCAL_SESSION_ID,
  LOCAL_SUBSCRIPTION_ID,
  payOrder,
  setCancelAtPeriodEnd,
  settleSubscriptionPeriods,
  successUrlFor,
  type LocalOrder,
} from './store.ts';

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
    const method = req.method ?? 'GET';
    const sub = /^\/checkout\/v1\/subscription\/([^/]+)(?:\/(cancel|resume))?\/?$/.exec(url.pathname);
    if (sub) return subscriptionPage(ctx, req, res, sub[1], sub[2] as 'cancel' | 'resume' | undefined);
    const m = /^\/checkout\/v1\/session\/([^/]+)(?:\/(pay|cancel))?\/?$/.exec(url.pathname);
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
      return html(
        410,
        renderState(
          'Checkout expired',
          'This checkout was open for more than 24 hours and has expired. Nothing was charged.',
          order.cancel_url ? { href: order.cancel_url, label: 'Return to Confetti' } : undefined,
        ),
        order,
      );
    }

    if (!action) {
      if (method !== 'GET' && method !== 'HEAD') return send(res, 405, null, { allow: 'GET, HEAD' });
      if (order.status === 'paid') {
        return html(
          200,
          renderState('Already paid', 'This order has been paid. Thank you!', successUrl ? { href: successUrl, label: 'See your order' } : undefined),
          order,
        );
      }
      if (order.status === 'cancelled') {
        return html(
          200,
          renderState(
            'Checkout cancelled',
            'This checkout was cancelled. Nothing was charged.',
            order.cancel_url ? { href: order.cancel_url, label: 'Return to Confetti' } : undefined,
          ),
          order,
        );
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

/**
 * /checkout/v1/subscription/<id>: the stand-in for Stripe's customer portal, which the
 * manage-subscription function sends a Pro member to when STRIPE_SECRET_KEY is unset. As with a
 * checkout session, the random subscription id in the address is the credential: only its
 * subscriber can read it (row-level security on subscriptions). Cancelling sets
 * cancel_at_period_end; Pro ends when the period does (startSubscriptionClock).
 */
async function subscriptionPage(
  ctx: StackContext,
  req: Parameters<Route>[0],
  res: Parameters<Route>[1],
  subscriptionId: string,
  action: 'cancel' | 'resume' | undefined,
): Promise<void> {
  const method = req.method ?? 'GET';
  const html = (status: number, body: string, returnUrl?: string | null) => {
    let origin: string[] = [];
    try {
      if (returnUrl) origin = [new URL(returnUrl).origin];
    } catch {
      // not a URL: the orders table's constraint makes this unreachable
    }
    return send(res, status, body, pageHeaders(origin));
  };
  if (!LOCAL_SUBSCRIPTION_ID.test(subscriptionId)) return html(404, renderState('Subscription not found', 'This billing link is not valid.'));
  const found = await findSubscription(ctx.db, subscriptionId);
  if (!found) return html(404, renderState('Subscription not found', 'This billing link is not valid or has been removed.'));
  const returnUrl = found.return_url ? new URL('/profile', found.return_url).toString() : null;
  if (!action) {
    if (method !== 'GET' && method !== 'HEAD') return send(res, 405, null, { allow: 'GET, HEAD' });
    return html(200, renderSubscription({ ...found, return_url: returnUrl }), returnUrl);
  }
  if (method !== 'POST') return send(res, 405, null, { allow: 'POST' });
  for await (const _chunk of req) void _chunk;
  if (found.status !== 'active' && found.status !== 'trialing') {
    return html(
      409,
      renderState('Subscription ended', 'This subscription has already ended.', returnUrl ? { href: returnUrl, label: 'Return to Confetti' } : undefined),
      returnUrl,
    );
  }
  await setCancelAtPeriodEnd(ctx.db, subscriptionId, action === 'cancel');
  if (!returnUrl) return html(200, renderSubscription(await findSubscription(ctx.db, subscriptionId).then((s) => s!)));
  return send(res, 303, null, { location: returnUrl, 'cache-control': 'no-store' });
}

/**
 * Stripe ends a cancelled subscription when its paid period runs out (and tells the webhook); the
 * local checkout has no Stripe, so the stack does it on a clock. Answers a stop function.
 */
export function startSubscriptionClock(ctx: StackContext): () => void {
  const every = ctx.config.subscriptionClockMs ?? 60_000;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await settleSubscriptionPeriods(ctx.db);
    } catch (e) {
      console.error('[checkout] settling subscription periods failed:', e instanceof Error ? e.message : e);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  return () => clearInterval(timer);
}
