// What follows a payment, from every path that sees an order paid: the buyer's confirmation
// e-mail, then (for T-shirts) the order goes to the printer. Both are idempotent and record their
// own failures, so calling this again (a webhook retry, a reload of /checkout-success) only
// finishes what is left.
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendOrderConfirmation, type ConfirmationOutcome } from './order-confirmation.ts';
import { submitForPrinting, type SubmitOutcome } from '../printing/submit.ts';

export async function afterPayment(
  db: SupabaseClient,
  orderId: string,
  tag: string,
): Promise<{ confirmation?: ConfirmationOutcome; printing?: SubmitOutcome }> {
  const out: { confirmation?: ConfirmationOutcome; printing?: SubmitOutcome } = {};
  try {
    out.confirmation = await sendOrderConfirmation(db, orderId);
  } catch (e) {
    console.error(`[${tag}] confirmation e-mail:`, e instanceof Error ? e.message : e);
  }
  try {
    out.printing = await submitForPrinting(db, orderId);
  } catch (e) {
    console.error(`[${tag}] printing:`, e instanceof Error ? e.message : e);
  }
  return out;
}
