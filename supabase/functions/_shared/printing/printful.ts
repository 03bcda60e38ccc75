/**
 * The parts of Printful's API (v1, https://api.printful.com) that printing uses: create and
 * confirm an order, and look one up by our own id. Every answer is `{ code, result }`; an error
 * is `{ code, result: <message>, error: { reason, message } }`. The local stack's stand-in
 * (supabase/local/print) speaks the same protocol, so this one client serves both.
 */
import type { ShippingAddress } from './shipping-address.ts';

export interface PrintConfig {
  /** What the order records as its print provider: Printful, or the local stand-in. */
  provider: 'printful' | 'local';
  apiUrl: string;
  apiKey: string;
  /** The catalog variant (blank T-shirt, colour and size) each size is printed on. */
  variants: Record<string, number>;
}

export interface PrintfulOrder {
  id: number;
  external_id: string | null;
  status: string;
}

export interface PrintfulItem {
  external_id: string;
  variant_id: number;
  quantity: number;
  retail_price: string;
  name: string;
  files: Array<{ type: 'default'; url: string }>;
}

export interface PrintfulRecipient {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state_code?: string;
  state_name?: string;
  country_code: string;
  zip: string;
  email?: string;
}

/** A refusal or failure from the API; `transient` ones (network, 429, 5xx) are worth retrying. */
export class PrintfulError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

async function call<T>(cfg: PrintConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${cfg.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${cfg.apiKey}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (e) {
    throw new PrintfulError(`Printful could not be reached: ${e instanceof Error ? e.message : e}`, 0, true);
  }
  const answer = (await res.json().catch(() => null)) as { code?: number; result?: unknown; error?: { message?: string } } | null;
  if (!res.ok) {
    const reason = answer?.error?.message ?? (typeof answer?.result === 'string' ? answer.result : res.statusText);
    throw new PrintfulError(`Printful answered ${res.status}: ${reason}`, res.status, res.status === 429 || res.status >= 500);
  }
  return answer?.result as T;
}

/** Our order id as Printful's external id (32 characters: the uuid without dashes). */
export function externalId(orderId: string): string {
  return orderId.replace(/-/g, '');
}

/** The order id an external id stands for; null when it is not one of ours. */
export function orderIdFromExternal(external: unknown): string | null {
  if (typeof external !== 'string' || !/^[0-9a-f]{32}$/i.test(external)) return null;
  const h = external.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** GET /orders/@{external_id}: the order Printful already has for ours, or null. */
export async function findOrder(cfg: PrintConfig, external: string): Promise<PrintfulOrder | null> {
  try {
    return await call<PrintfulOrder>(cfg, 'GET', `/orders/@${encodeURIComponent(external)}`);
  } catch (e) {
    if (e instanceof PrintfulError && e.status === 404) return null;
    throw e;
  }
}

/** POST /orders?confirm=true: creates the order and sends it straight to fulfilment. */
export function createOrder(cfg: PrintConfig, order: { external_id: string; recipient: PrintfulRecipient; items: PrintfulItem[] }): Promise<PrintfulOrder> {
  return call<PrintfulOrder>(cfg, 'POST', '/orders?confirm=true', order);
}

/** Printful needs a state code for these countries and takes a state name elsewhere. */
const STATE_CODE_COUNTRIES = new Set(['US', 'CA', 'AU']);

export function recipientFor(address: ShippingAddress, email: string | null): PrintfulRecipient {
  return {
    name: address.name,
    address1: address.line1,
    ...(address.line2 ? { address2: address.line2 } : {}),
    city: address.city,
    ...(address.region ? (STATE_CODE_COUNTRIES.has(address.country) ? { state_code: address.region } : { state_name: address.region }) : {}),
    country_code: address.country,
    zip: address.postal_code,
    ...(email ? { email } : {}),
  };
}
