// create-checkout-session (docs/product.md#function-calls): items (the cart) and the shipping address → { url } of a payment page.
// Every price is recomputed from the size table here; prices in the request are ignored
// (docs/decisions.md#prices-come-from-the-server). The order and its lines are recorded as pending before the buyer pays.
// Only the caller's own saved designs ({userId}/... in tshirt-designs) can be ordered: the bucket
// is publicly readable, and public view blocks buying (docs/product.md#public-view) on the server too, not only in the
// designer's buttons.
import { badRequest, forbidden, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { serviceClient, requireUser } from '../_shared/supabase.ts';
import { parseBody, validate } from '../_shared/validate.ts';
import { ShippingAddress } from '../_shared/printing/shipping-address.ts';
import { printConfig, printingMissing } from '../_shared/printing/config.ts';
import { CheckoutBody, priceCart } from '../_shared/checkout/cart-items.ts';
import { returnUrls } from '../_shared/checkout/return-urls.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { safeAppPath } from '../_shared/checkout/safe-urls.ts';
import { startCheckout } from '../_shared/checkout/start.ts';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    const body = await parseBody(req, CheckoutBody);
    const { lines } = priceCart(body.items);
    // No printer, no sale: money is never taken for T-shirts nobody will print.
    if (!printConfig()) throw notSetUp(printingMissing());
    const shippingAddress = validateAddress(body.shippingAddress);

    const foreign = lines.find((l) => l.object_path.split('/')[0] !== user.id);
    if (foreign) {
      throw forbidden(`You can only order T-shirts with designs you saved. Remove "${foreign.design_name ?? 'T-shirt design'}" from your cart and try again.`);
    }

    // Every design must be a file that really is in the tshirt-designs bucket.
    const storage = serviceClient().storage.from('tshirt-designs');
    const checks = await Promise.all(lines.map((l) => storage.exists(l.object_path)));
    const missing = checks.findIndex((c) => !c.data);
    if (missing >= 0)
      throw badRequest(`The design "${lines[missing].design_name ?? 'T-shirt design'}" is no longer available. Remove it from your cart and try again.`);

    const { successUrl, cancelUrl } = returnUrls(siteOrigin(), safeAppPath(body.returnPath, '/'));
    const started = await startCheckout({
      kind: 'tshirts',
      userId: user.id,
      email: user.email,
      // The order keeps this project's own address of the checked file, never the host the browser
      // sent: that is the image the payment page, the success page and the printer get.
      lines: lines.map(({ object_path, ...line }) => ({ ...line, design_url: storage.getPublicUrl(object_path).data.publicUrl })),
      successUrl,
      cancelUrl,
      shippingAddress,
    });
    return json({ url: started.url, provider: started.provider, orderId: started.orderId, sessionId: started.sessionId });
  }),
);

/** The address as ShippingAddress reads it; 400 with each field's reason under `shippingAddress.`. */
function validateAddress(raw: unknown): ShippingAddress {
  if (raw === undefined || raw === null) throw badRequest('Invalid request', [{ path: 'shippingAddress', message: 'A shipping address is required' }]);
  try {
    return validate(ShippingAddress, raw);
  } catch (e) {
    const details = (e as { details?: Array<{ path: string; message: string }> }).details;
    if (!details) throw e;
    throw badRequest(
      'Invalid request',
      details.map((d) => ({ path: d.path ? `shippingAddress.${d.path}` : 'shippingAddress', message: d.message })),
    );
  }
}
