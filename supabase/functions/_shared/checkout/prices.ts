// The price list of docs/product.md#prices, in cents. The server is the only authority on prices (
// docs/decisions.md#prices-come-from-the-server): checkout recomputes every line from this table and ignores what the client sent.
// No imports and no Deno APIs, so the unit tests compare it with the app's copy under Node.

export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type TshirtSize = (typeof TSHIRT_SIZES)[number];

export const TSHIRT_PRICE_CENTS: Record<TshirtSize, number> = {
  XS: 2500,
  S: 2500,
  M: 2500,
  L: 2500,
  XL: 2700,
  XXL: 2900,
};

/** Pro plan: 9.99 per month. */
export const PRO_PRICE_CENTS = 999;
export const CURRENCY = 'usd';

/** Most T-shirts one order line may hold; larger orders are a conversation, not a checkout. */
export const MAX_LINE_QUANTITY = 100;
/** Most lines one order may hold. */
export const MAX_ORDER_LINES = 50;

/**
 * How long a checkout stays payable: Stripe Checkout Sessions expire 24 hours after they are created
 * (its default, not overridden), and the local checkout page keeps the same. The app shows a pending order
 * older than this as expired (docs/product.md#my-orders).
 */
export const CHECKOUT_EXPIRY_HOURS = 24;
