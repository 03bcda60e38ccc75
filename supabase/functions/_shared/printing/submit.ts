// Sending a paid T-shirt order to the printer, once. Every path that sees an order become paid
// calls this after the confirmation e-mail (the Stripe webhook, confirm-checkout behind
// /checkout-success, the local checkout page through send-order-confirmation), and
// submit-print-orders sweeps what is still queued. claim_print_submission lets one caller through
// at a time; a failure is recorded on the order (print_error, print_attempts) and released, so
// the next path or sweep tries again. Before creating an order the printer is asked whether it
// already has one with our external id, so a retry after a lost answer never prints twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import { ShippingAddress } from './shipping-address.ts';
import { printConfig, printingMissing } from './config.ts';
import { createOrder, externalId, findOrder, type PrintfulItem, recipientFor } from './printful.ts';

export type SubmitOutcome = 'sent' | 'not-due' | 'failed';

export async function submitForPrinting(db: SupabaseClient, orderId: string): Promise<SubmitOutcome> {
  const { data: claimed, error: claimError } = await db.rpc('claim_print_submission', { p_order_id: orderId });
  if (claimError) throw new Error(`claim_print_submission: ${claimError.message}`);
  if (claimed !== true) return 'not-due';

  const cfg = printConfig();
  let printOrderId: string | null = null;
  let failure: string | null = null;
  try {
    if (!cfg) {
      // The setting's name goes to the log only: print_error is on the buyer's own order row.
      console.error(`[not configured] ${printingMissing()}`);
      throw new Error('printing is not set up');
    }
    const { data: order, error } = await db
      .from('orders')
      .select('id, shipping_address, order_items(id, design_url, design_name, size, unit_price_cents, quantity, created_at)')
      .eq('id', orderId)
      .single();
    if (error) throw new Error(`orders: ${error.message}`);
    const address = ShippingAddress.safeParse(order.shipping_address);
    if (!address.success) throw new Error('the order has no valid shipping address');
    const external = externalId(order.id);
    const existing = await findOrder(cfg, external);
    if (existing) {
      printOrderId = String(existing.id);
    } else {
      const items: PrintfulItem[] = [...(order.order_items ?? [])]
        .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
        .map((i) => ({
          external_id: String(i.id).replace(/-/g, ''),
          variant_id: cfg.variants[i.size],
          quantity: i.quantity,
          retail_price: (i.unit_price_cents / 100).toFixed(2),
          name: i.design_name?.trim() || 'Custom T-shirt',
          files: [{ type: 'default', url: String(i.design_url) }],
        }));
      const created = await createOrder(cfg, { external_id: external, recipient: recipientFor(address.data, null), items });
      printOrderId = String(created.id);
    }
    return 'sent';
  } catch (e) {
    failure = e instanceof Error ? e.message : String(e);
    // For the operator: the order stays queued and is retried; the buyer sees it is not printed yet.
    console.error(`[printing] order ${orderId} was not sent to the printer: ${failure}`);
    return 'failed';
  } finally {
    const { error } = await db.rpc('finish_print_submission', {
      p_order_id: orderId,
      p_provider: cfg?.provider ?? 'printful',
      p_print_order_id: printOrderId,
      p_error: failure,
    });
    if (error) console.error(`[printing] finish_print_submission ${orderId}: ${error.message}`);
  }
}
