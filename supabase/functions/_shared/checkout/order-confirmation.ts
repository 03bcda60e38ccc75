// The order confirmation e-mail, sent exactly once per paid order. Every path that can see an
// order become paid calls this (the Stripe webhook, confirm-checkout behind /checkout-success, and
// the local checkout page through send-order-confirmation); claim_order_confirmation lets only
// the first through, and a failed send releases the claim so the next path retries.
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendEmail } from '../email.ts';
import { siteOriginFrom } from '../site-origin.ts';
import { renderOrderConfirmation } from './order-email.ts';

export type ConfirmationOutcome = 'sent' | 'not-due' | 'no-address' | 'failed';

export async function sendOrderConfirmation(db: SupabaseClient, orderId: string): Promise<ConfirmationOutcome> {
  const { data: claimed, error: claimError } = await db.rpc('claim_order_confirmation', { p_order_id: orderId });
  if (claimError) throw new Error(`claim_order_confirmation: ${claimError.message}`);
  if (claimed !== true) return 'not-due';

  let sent = false;
  try {
    const { data: order, error } = await db
      .from('orders')
      .select('id, kind, user_id, total_cents, currency, paid_at, created_at, order_items(design_name, size, unit_price_cents, quantity, created_at)')
      .eq('id', orderId)
      .single();
    if (error) throw new Error(`orders: ${error.message}`);
    const to = order.user_id ? await buyerEmail(db, order.user_id) : null;
    if (!to) {
      // Nobody to write to (the account is gone): recorded as done so no path keeps trying.
      sent = true;
      return 'no-address';
    }
    const site = siteOriginFrom(Deno.env.get('SITE_URL')) ?? '';
    const items = [...(order.order_items ?? [])].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
    const mail = renderOrderConfirmation({ order, items, orderUrl: `${site}/orders/${order.id}` });
    await sendEmail({ to, ...mail });
    sent = true;
    return 'sent';
  } catch (e) {
    console.error(`[order-confirmation] order ${orderId}:`, e instanceof Error ? e.message : e);
    return 'failed';
  } finally {
    const { error } = await db.rpc('finish_order_confirmation', { p_order_id: orderId, p_sent: sent });
    if (error) console.error(`[order-confirmation] finish_order_confirmation ${orderId}: ${error.message}`);
  }
}

/** The account's current address (an e-mail change may be newer than the profile's copy). */
async function buyerEmail(db: SupabaseClient, userId: string): Promise<string | null> {
  const { data } = await db.auth.admin.getUserById(userId);
  if (data?.user?.email) return data.user.email;
  const { data: profile } = await db.from('profiles').select('email').eq('id', userId).maybeSingle();
  return profile?.email ?? null;
}
