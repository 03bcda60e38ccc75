import type { StripeConfig } from './stripe.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set; null means payments go to the offline default.
 * STRIPE_API_URL points the client at another server speaking the same protocol (the tests'
 * stand-in, stripe-mock).
 */
export function stripeConfig(): StripeConfig | null {
  const secretKey = Deno.env.get('STRIPE_SECRET_KEY')?.trim();
  if (!secretKey) return null;
  return { secretKey, apiUrl: (Deno.env.get('STRIPE_API_URL')?.trim() || 'https://api.stripe.com').replace(/\/+$/, '') };
}
