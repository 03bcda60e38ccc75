// manage-subscription (docs/product.md#cancelling-pro): no body → { url, provider } of the page where a Pro member
// cancels. With STRIPE_SECRET_KEY: a Stripe customer portal session for the subscription's
// customer, returning to {SITE_URL}/profile. Without it: the local checkout's subscription page
// (the stand-in for the portal). Stripe's webhook, or the local stack's clock, ends Pro when the
// paid period does; until then the profile says 'Pro until <date>'.
import { HttpError, badRequest, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { createBillingPortalSession } from '../_shared/checkout/stripe.ts';
import { stripeConfig } from '../_shared/checkout/stripe-config.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    const stripe = stripeConfig();
    const provider = stripe ? 'stripe' : 'local';

    // The subscription comes from the rows the payment provider wrote, never from the request.
    const { data: subs, error } = await serviceClient()
      .from('subscriptions')
      .select('provider_subscription_id, provider_customer_id, status, created_at')
      .eq('user_id', user.id)
      .eq('provider', provider)
      .in('status', ['active', 'trialing', 'past_due', 'unpaid'])
      .order('created_at', { ascending: false })
      .limit(1);
    if (error) throw new Error(`subscriptions: ${error.message}`);
    const sub = subs?.[0];
    if (!sub) throw badRequest('You have no Pro subscription to manage.');

    if (stripe) {
      if (!sub.provider_customer_id) throw badRequest('This subscription has no Stripe customer yet. Please try again in a minute.');
      try {
        const session = await createBillingPortalSession(stripe, { customer: sub.provider_customer_id, return_url: `${siteOrigin()}/profile` });
        return json({ url: session.url, provider });
      } catch (e) {
        console.error('[manage-subscription] Stripe could not open the portal:', e instanceof Error ? e.message : e);
        throw new HttpError(502, 'The payment provider could not open your billing page. Please try again.');
      }
    }
    const localUrl = Deno.env.get('LOCAL_CHECKOUT_URL')?.trim().replace(/\/+$/, '');
    if (!localUrl) throw notSetUp('Payments are not set up: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) for the functions.');
    return json({ url: `${localUrl}/subscription/${encodeURIComponent(sub.provider_subscription_id)}`, provider });
  }),
);
