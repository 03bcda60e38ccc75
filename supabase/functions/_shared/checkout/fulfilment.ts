// What happens after a T-shirt order is paid, said the same way on /checkout-success, in My Orders
// and in the confirmation e-mail (docs/product.md#my-orders). No print partner is connected, so
// nothing sends an order to production automatically; the text says so instead of promising it.
// No imports and no Deno APIs: the app imports this file too.

export const TSHIRT_NEXT_STEPS =
  'Your payment is confirmed and your order is recorded. T-shirts are not sent to a printer automatically yet: our team will e-mail you to arrange printing and delivery.';

export const PRO_NEXT_STEPS = 'Your Confetti Pro membership is active.';

/** The short order number people quote (the first block of the order id, upper-cased). */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
