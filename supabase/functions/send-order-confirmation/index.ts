// send-order-confirmation: { orderId } → { outcome, printing }. For the service role only: the
// local checkout page calls it right after it marks an order paid, as Stripe would call the
// webhook, so the buyer's confirmation e-mail and the print order do not wait for /checkout-success. Sending is idempotent
// (_shared/checkout/order-confirmation.ts): calling it again, or after another path sent the
// e-mail, sends nothing.
import { z } from 'zod';
import { forbidden, handler, json, methodNotAllowed } from '../_shared/http.ts';
import { bearerToken, requireEnv, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { afterPayment } from '../_shared/checkout/after-payment.ts';

const Body = z.object({ orderId: z.guid('orderId must be an order id') });

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) throw forbidden('Only the server sends order confirmations.');
    const { orderId } = await parseBody(req, Body);
    const done = await afterPayment(serviceClient(), orderId, 'send-order-confirmation');
    return json({ outcome: done.confirmation ?? 'failed', printing: done.printing ?? 'failed' });
  }),
);
