// What happens after a T-shirt order is paid, said the same way on /checkout-success, in My Orders
// and in the confirmation e-mail (docs/product.md#my-orders): the order goes to the print partner
// (printing/submit.ts) and the buyer is e-mailed the tracking link when it ships.
// No imports and no Deno APIs: the app imports this file too.

export const TSHIRT_NEXT_STEPS = 'Your payment is confirmed and your T-shirts go to our print partner. We will e-mail you a tracking link when they ship.';

export const PRO_NEXT_STEPS = 'Your Confetti Pro membership is active.';

/** The short order number people quote (the first block of the order id, upper-cased). */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
