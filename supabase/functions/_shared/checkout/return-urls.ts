/** Stripe replaces {CHECKOUT_SESSION_ID} itself; the local checkout page does the same. */
export function returnUrls(origin: string, cancelPath: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${cancelPath}`,
  };
}
