// printful-webhook: Printful (or the local stack's stand-in for it) reports an order's progress
// here (verify_jwt = false in config.toml; the printer sends no JWT). Printful signs nothing, so
// the credential is the secret in the address the operator registered
// (.../functions/v1/printful-webhook?secret=<PRINTFUL_WEBHOOK_SECRET>, docs/deploying.md#printing):
// without the setting, or with another secret, nothing is read or changed.
//
// Replays are harmless: apply_print_update never moves an order back, and the shipping e-mail is
// claimed once per order.
import { errorResponse, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { printConfig } from '../_shared/printing/config.ts';
import { printUpdateFrom } from '../_shared/printing/events.ts';
import { orderIdFromExternal } from '../_shared/printing/printful.ts';
import { sendShippedEmail } from '../_shared/printing/shipped-notice.ts';

/** Compares in time independent of where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const secret = Deno.env.get('PRINTFUL_WEBHOOK_SECRET')?.trim();
    if (!secret) throw notSetUp('Printful webhooks are not configured: set PRINTFUL_WEBHOOK_SECRET for the functions and register the webhook.');
    const given = new URL(req.url).searchParams.get('secret') ?? '';
    if (!sameSecret(given, secret)) return errorResponse(401, 'Invalid webhook secret');

    let event: unknown;
    try {
      event = JSON.parse(await req.text());
    } catch {
      return errorResponse(400, 'The body is not valid JSON');
    }
    const update = printUpdateFrom(event);
    const orderId = update && orderIdFromExternal(update.externalId);
    if (!update || !orderId) return json({ received: true, action: 'ignored' });

    const db = serviceClient();
    const { data: outcome, error } = await db.rpc('apply_print_update', {
      p_order_id: orderId,
      p_provider: printConfig()?.provider ?? 'printful',
      p_print_order_id: update.printOrderId,
      p_status: update.status,
      p_carrier: update.carrier ?? null,
      p_tracking_number: update.trackingNumber ?? null,
      p_tracking_url: update.trackingUrl ?? null,
    });
    if (error) throw new Error(`apply_print_update: ${error.message}`);
    if (outcome === 'unknown') console.error(`[printful-webhook] an event for order ${orderId} (printer order ${update.printOrderId}) matched no paid order`);
    if (outcome === 'shipped') await sendShippedEmail(db, orderId).catch((e) => console.error('[printful-webhook] shipping e-mail:', e));
    return json({ received: true, action: outcome });
  }),
);
