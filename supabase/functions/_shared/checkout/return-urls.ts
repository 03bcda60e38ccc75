import { badRequest } from '../http.ts';

/**
 * Where the payment page sends the buyer back: SITE_URL when the deployment sets it, else the
 * origin of the app that called (browsers always send Origin on these cross-origin POSTs).
 */
export function appOrigin(req: Request): string {
  const configured = Deno.env.get('SITE_URL')?.trim();
  const candidate = configured || req.headers.get('Origin') || '';
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw badRequest('Cannot tell where to return after payment: the request has no Origin header.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('The app origin must be an http(s) address.');
  return url.origin;
}

/** Stripe replaces {CHECKOUT_SESSION_ID} itself; the local checkout page does the same. */
export function returnUrls(origin: string, cancelPath: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${cancelPath}`,
  };
}
