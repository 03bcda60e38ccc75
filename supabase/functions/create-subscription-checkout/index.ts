// create-subscription-checkout (docs/product.md#function-calls): no body → { url } of the Pro plan's payment page
// (9.99 per month). The webhook, or the local checkout page, makes the profile Pro once paid.
import { badRequest, handler, json, methodNotAllowed } from '../_shared/http.ts';
import { requireUser } from '../_shared/supabase.ts';
import { returnUrls } from '../_shared/checkout/return-urls.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { startCheckout } from '../_shared/checkout/start.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user, client } = await requireUser(req);
    const { data: profile } = await client.from('profiles').select('is_pro').eq('id', user.id).maybeSingle();
    if (profile?.is_pro) throw badRequest('You are already a Pro member.');

    const { successUrl, cancelUrl } = returnUrls(siteOrigin(), '/pricing');
    const started = await startCheckout({ kind: 'pro_subscription', userId: user.id, email: user.email, lines: [], successUrl, cancelUrl });
    return json({ url: started.url, provider: started.provider, orderId: started.orderId, sessionId: started.sessionId });
  }),
);
