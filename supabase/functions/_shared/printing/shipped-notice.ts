// Sends the shipping e-mail once per shipped order (claim_shipped_email / finish_shipped_email, as
// the confirmation e-mail does). A failed send releases the claim; the printer's next delivery of
// the event (or a later package) tries again.
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendEmail } from '../email.ts';
import { siteOriginFrom } from '../site-origin.ts';
import { renderShippedEmail } from './shipped-email.ts';

export async function sendShippedEmail(db: SupabaseClient, orderId: string): Promise<'sent' | 'not-due' | 'no-address' | 'failed'> {
  const { data: claimed, error: claimError } = await db.rpc('claim_shipped_email', { p_order_id: orderId });
  if (claimError) throw new Error(`claim_shipped_email: ${claimError.message}`);
  if (claimed !== true) return 'not-due';
  let sent = false;
  try {
    const { data: order, error } = await db.from('orders').select('id, user_id, carrier, tracking_number, tracking_url').eq('id', orderId).single();
    if (error) throw new Error(`orders: ${error.message}`);
    const { data: user } = order.user_id ? await db.auth.admin.getUserById(order.user_id) : { data: null };
    const to = user?.user?.email;
    if (!to) {
      sent = true;
      return 'no-address';
    }
    const site = siteOriginFrom(Deno.env.get('SITE_URL')) ?? '';
    const mail = renderShippedEmail({
      orderId: order.id,
      carrier: order.carrier,
      trackingNumber: order.tracking_number,
      trackingUrl: order.tracking_url,
      orderUrl: `${site}/orders/${order.id}`,
    });
    await sendEmail({ to, ...mail });
    sent = true;
    return 'sent';
  } catch (e) {
    console.error(`[printing] shipping e-mail for order ${orderId}:`, e instanceof Error ? e.message : e);
    return 'failed';
  } finally {
    const { error } = await db.rpc('finish_shipped_email', { p_order_id: orderId, p_sent: sent });
    if (error) console.error(`[printing] finish_shipped_email ${orderId}: ${error.message}`);
  }
}
