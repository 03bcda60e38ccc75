import { z } from 'zod';
import { badRequest } from '../http.ts';
import { validate } from '../validate.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, TSHIRT_PRICE_CENTS, TSHIRT_SIZES } from './prices.ts';
import { designObjectPath } from './safe-urls.ts';
import type { OrderLine } from './start.ts';

/** A cart line as the app stores it (docs/product.md#cart-items). `price` is accepted and ignored (docs/decisions.md#prices-come-from-the-server). */
export const CartItem = z.object({
  designUrl: z.string().trim().min(1, 'designUrl is required').max(2048),
  designName: z.string().trim().max(200).nullish(),
  size: z.enum(TSHIRT_SIZES, { message: `size must be one of ${TSHIRT_SIZES.join(', ')}` }),
  price: z.unknown().optional(),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});
export type CartItem = z.infer<typeof CartItem>;

export const CheckoutBody = z.object({
  items: z.array(z.unknown(), { message: 'items must be a list' }).max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
  /** Where 'Cancel' on the payment page returns to (a path inside the app). */
  returnPath: z.string().max(500).optional(),
  /** Where the printer ships the T-shirts (printing/shipping-address.ts). */
  shippingAddress: z.unknown().optional(),
});

/**
 * Validates the cart and prices it from the size table. Identical design and size are merged
 * (as the cart itself does). Throws 400 with the product's 'Your cart is empty' or the field errors.
 */
export function priceCart(rawItems: unknown[]): { lines: (OrderLine & { object_path: string })[]; totalCents: number } {
  if (rawItems.length === 0) throw badRequest('Your cart is empty');
  const items = rawItems.map((raw, i) => {
    const item = validate(CartItem, raw);
    const objectPath = designObjectPath(item.designUrl);
    if (!objectPath) throw badRequest('Invalid request', [{ path: `items.${i}.designUrl`, message: 'designUrl must be a saved T-shirt design' }]);
    return { item, objectPath };
  });

  const merged = new Map<string, OrderLine & { object_path: string }>();
  for (const { item, objectPath } of items) {
    const key = `${objectPath}\u0000${item.size}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += item.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY) {
        throw badRequest('Invalid request', [{ path: 'items', message: `quantity must be at most ${MAX_LINE_QUANTITY} per design and size` }]);
      }
      continue;
    }
    merged.set(key, {
      design_url: item.designUrl,
      design_name: item.designName || null,
      size: item.size,
      unit_price_cents: TSHIRT_PRICE_CENTS[item.size],
      quantity: item.quantity,
      object_path: objectPath,
    });
  }
  const lines = [...merged.values()];
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0) };
}
