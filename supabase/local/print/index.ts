// The local stand-in for Printful (the offline default for printing, as the checkout page is for
// Stripe; docs/decisions.md#providers-with-offline-defaults), served by the stack under
// /printful/v1. It speaks Printful's API v1 as the printing functions use it: POST /orders
// (?confirm=true), GET /orders/{id} and /orders/@{external_id}, answers `{ code, result }` and
// errors `{ code, result, error: { reason, message } }`. A clock moves each confirmed order one step
// per SUPABASE_LOCAL_PRINT_CLOCK_MS (pending → inprocess → fulfilled with a shipment) and tells the
// printful-webhook function as Printful does (order_updated, package_shipped), with the secret in
// the address. Tests move an order at once with POST /printful/v1/_local/advance.
// The bearer token it accepts is the stack's service-role key, which only the functions hold.
import type { IncomingMessage } from 'node:http';
import type { Route, StackContext } from '../server.ts';
import { bearerToken, readBody, send, sendJson } from '../http.ts';
import { functionEnv } from '../functions/runtime.ts';
import { LOCAL_VARIANTS } from './catalog.ts';
import { advanceOrders, ensurePrintSchema, findOrder, insertOrder, markNotified, unnotified, type StandInOrder } from './store.ts';

/** Countries whose addresses Printful refuses without a state code. */
const STATE_CODE_REQUIRED = new Set(['US', 'CA', 'AU']);

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = status === 404 ? 'NotFound' : status === 401 ? 'Unauthorized' : 'BadRequest',
  ) {
    super(message);
  }
}

function toResult(o: StandInOrder) {
  const shipped = o.status === 'fulfilled';
  return {
    id: o.id,
    external_id: o.external_id,
    store: 1,
    status: o.status,
    shipping: 'STANDARD',
    created: o.created,
    updated: o.updated,
    recipient: o.recipient,
    items: o.items,
    shipments: shipped
      ? [
          {
            id: o.id,
            carrier: o.carrier,
            service: 'Local Post Standard',
            tracking_number: o.tracking_number,
            tracking_url: o.tracking_url,
            created: o.updated,
            shipped_at: o.updated,
            reshipment: false,
            items: o.items.map((i, n) => ({ item_id: n + 1, quantity: i.quantity })),
          },
        ]
      : [],
  };
}

function checkOrder(body: unknown): { external_id: string; recipient: Record<string, unknown>; items: Array<Record<string, unknown>> } {
  if (!body || typeof body !== 'object') throw new ApiError(400, 'Invalid request body');
  const { external_id, recipient, items } = body as Record<string, unknown>;
  if (typeof external_id !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(external_id))
    throw new ApiError(400, 'External ID is required here (up to 32 characters)');
  const r = (recipient ?? {}) as Record<string, unknown>;
  for (const field of ['name', 'address1', 'city', 'country_code', 'zip']) {
    if (typeof r[field] !== 'string' || !(r[field] as string).trim()) throw new ApiError(400, `Recipient: ${field} is required`);
  }
  if (STATE_CODE_REQUIRED.has(String(r.country_code)) && (typeof r.state_code !== 'string' || !r.state_code)) {
    throw new ApiError(400, `Recipient: state_code is required for ${String(r.country_code)}`);
  }
  if (!Array.isArray(items) || items.length === 0) throw new ApiError(400, 'Order must contain at least one item');
  const known = new Set(Object.values(LOCAL_VARIANTS));
  items.forEach((raw, n) => {
    const i = (raw ?? {}) as Record<string, unknown>;
    if (!known.has(Number(i.variant_id))) throw new ApiError(400, `Item ${n}: Invalid variant_id`);
    if (!Number.isInteger(i.quantity) || (i.quantity as number) < 1) throw new ApiError(400, `Item ${n}: quantity must be a positive number`);
    const files = i.files as Array<{ url?: unknown }> | undefined;
    if (!Array.isArray(files) || !files.some((f) => typeof f?.url === 'string' && /^https?:\/\//.test(f.url))) {
      throw new ApiError(400, `Item ${n}: a print file URL is required`);
    }
  });
  return { external_id, recipient: r, items: items as Array<Record<string, unknown>> };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(req)).toString('utf8');
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
}

export function createPrintRoute(ctx: StackContext): Route {
  const route: Route = async (req, res, url) => {
    const path = url.pathname.replace(/^\/printful\/v1/, '') || '/';
    const method = req.method ?? 'GET';
    const track = /^\/_local\/track\/([A-Z0-9]{1,20})$/.exec(path);
    if (track && (method === 'GET' || method === 'HEAD')) return trackingPage(res, track[1]);
    try {
      if (bearerToken(req) !== ctx.serviceRoleKey) throw new ApiError(401, 'Malformed Authorization header.');
      if (path === '/orders' && method === 'POST') {
        const order = checkOrder(await readJson(req));
        const confirm = ['true', '1'].includes(url.searchParams.get('confirm') ?? '');
        const created = await insertOrder(ctx.db, { ...order, status: confirm ? 'pending' : 'draft' });
        if (!created) throw new ApiError(400, `Order with External ID ${order.external_id} already exists`);
        return sendJson(res, 200, { code: 200, result: toResult(created) });
      }
      const one = /^\/orders\/(@?[^/]+)$/.exec(path);
      if (one && method === 'GET') {
        const found = await findOrder(ctx.db, decodeURIComponent(one[1]));
        if (!found) throw new ApiError(404, 'Not found');
        return sendJson(res, 200, { code: 200, result: toResult(found) });
      }
      if (path === '/_local/advance' && method === 'POST') {
        const body = (await readJson(req)) as { external_id?: unknown };
        const externalId = typeof body.external_id === 'string' ? body.external_id : undefined;
        const moved = await advanceOrders(ctx.db, { externalId, trackingBase: trackingBase(ctx) });
        await notifyWebhook(ctx);
        return sendJson(res, 200, { code: 200, result: moved.map(toResult) });
      }
      throw new ApiError(404, 'Not found');
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return sendJson(res, e.status, { code: e.status, result: e.message, error: { reason: e.reason, message: e.message } });
    }
  };
  // Printful's API is called by servers, never by pages: no CORS.
  return Object.assign(route, { isDocument: () => true });
}

function trackingBase(ctx: StackContext): string {
  return `${ctx.config.apiUrl}/printful/v1/_local/track`;
}

function trackingPage(res: Parameters<Route>[1], number: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Package ${number}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Package ${number}</h1><p>Shipped by the local print stand-in. This is a test shipment: nothing travels.</p></body></html>`;
  send(res, 200, html, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
}

/** The address Printful would call: the function, with the secret the functions expect. */
function webhookUrl(ctx: StackContext): string | null {
  const secret = functionEnv(ctx, ctx.config.functionsDir).PRINTFUL_WEBHOOK_SECRET;
  return secret ? `${ctx.config.apiUrl}/functions/v1/printful-webhook?secret=${encodeURIComponent(secret)}` : null;
}

let delivering: Promise<void> | null = null;

/** Tells the webhook about every order whose status it has not accepted yet; one delivery run at a time. */
function notifyWebhook(ctx: StackContext): Promise<void> {
  delivering ??= deliver(ctx).finally(() => {
    delivering = null;
  });
  return delivering;
}

async function deliver(ctx: StackContext): Promise<void> {
  const url = webhookUrl(ctx);
  if (!url) return;
  for (const o of await unnotified(ctx.db)) {
    const order = toResult(o);
    const events =
      o.status === 'fulfilled' ? [{ type: 'package_shipped', data: { shipment: order.shipments[0], order } }] : [{ type: 'order_updated', data: { order } }];
    let ok = true;
    for (const event of events) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...event, created: Math.floor(Date.now() / 1000), retries: 0, store: 1 }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok) {
          ok = false;
          console.error(`[print] printful-webhook answered ${res.status}: ${await res.text()}`);
        }
      } catch (e) {
        ok = false;
        console.error('[print] printful-webhook:', e instanceof Error ? e.message : e);
      }
    }
    if (ok) await markNotified(ctx.db, o.id, o.status);
  }
}

/**
 * The stand-in's clock, started with the stack: moves due orders a step, redelivers what the
 * webhook refused, and sweeps paid orders still waiting for the printer (submit-print-orders),
 * as Printful's own progress and a hosted project's schedule would. Answers a stop function.
 */
export async function startPrintClock(ctx: StackContext): Promise<() => void> {
  await ensurePrintSchema(ctx.db);
  const every = ctx.config.printClockMs ?? 60_000;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await advanceOrders(ctx.db, { olderThanMs: every, trackingBase: trackingBase(ctx) });
      await notifyWebhook(ctx);
      await sweepQueued(ctx);
    } catch (e) {
      console.error('[print] clock:', e instanceof Error ? e.message : e);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  return () => clearInterval(timer);
}

async function sweepQueued(ctx: StackContext): Promise<void> {
  const { rows } = await ctx.db.query<{ due: boolean }>(
    `select exists (select 1 from public.orders where fulfilment_status = 'queued' and paid_at < now() - interval '1 minute') as due`,
  );
  if (!rows[0]?.due) return;
  const res = await fetch(`${ctx.config.apiUrl}/functions/v1/submit-print-orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.serviceRoleKey}`, apikey: ctx.serviceRoleKey, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) console.error(`[print] submit-print-orders answered ${res.status}: ${await res.text()}`);
}
