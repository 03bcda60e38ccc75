// submit-print-orders: {} → { sent, failed, pending }. For the service role only: sends every
// paid T-shirt order still queued for the printer (a submission that failed, or a payment path
// that stopped before it), oldest first, up to 50 per call. The local stack calls it on its print
// clock; a hosted project schedules it (docs/deploying.md#printing).
import { forbidden, handler, json, methodNotAllowed } from '../_shared/http.ts';
import { bearerToken, requireEnv, serviceClient } from '../_shared/supabase.ts';
import { submitForPrinting } from '../_shared/printing/submit.ts';

const BATCH = 50;

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) throw forbidden('Only the server sends print orders.');
    const db = serviceClient();
    const { data, error } = await db.from('orders').select('id').eq('fulfilment_status', 'queued').order('paid_at', { ascending: true }).limit(BATCH);
    if (error) throw new Error(`orders: ${error.message}`);
    const counts = { sent: 0, failed: 0, pending: 0 };
    for (const { id } of data ?? []) {
      const outcome = await submitForPrinting(db, id);
      if (outcome === 'sent') counts.sent += 1;
      else if (outcome === 'failed') counts.failed += 1;
      else counts.pending += 1;
    }
    return json(counts);
  }),
);
