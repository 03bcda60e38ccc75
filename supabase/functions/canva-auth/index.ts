// canva-auth (docs/product.md#function-calls): { code, state } from /canva-callback. The state must be one this server
// issued to the same signed-in user within the last 10 minutes (it is used up either way); the
// code is exchanged with the stored PKCE verifier and the tokens are kept in canva_integrations,
// which the browser cannot read (it sees public.canva_connection, without tokens).
import { z } from 'zod';
import { HttpError, badRequest, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { parseBody } from '../_shared/validate.ts';
import { canvaConfig, exchangeCode, NOT_CONFIGURED } from '../_shared/design-tool/canva.ts';

const Body = z.object({
  code: z.string().trim().min(1, 'code is required').max(2048),
  state: z.string().trim().min(1, 'state is required').max(256),
});

const BAD_STATE = 'This Canva authorization is not valid or has expired. Please connect again.';

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    const { code, state } = await parseBody(req, Body);
    const cfg = canvaConfig();
    if (!cfg) throw notSetUp(NOT_CONFIGURED);

    const db = serviceClient();
    // Take the state out in one statement: a second use of the same state finds nothing.
    const { data: rows, error } = await db
      .from('canva_oauth_states')
      .delete()
      .eq('state', state)
      .eq('user_id', user.id)
      .select('code_verifier, redirect_uri, expires_at');
    if (error) throw new Error(`canva_oauth_states: ${error.message}`);
    const row = rows?.[0];
    if (!row || new Date(row.expires_at).getTime() < Date.now() || !row.redirect_uri) throw badRequest(BAD_STATE);

    let tokens;
    try {
      tokens = await exchangeCode(cfg, { code, verifier: row.code_verifier, redirectUri: row.redirect_uri });
    } catch (e) {
      console.error('[canva-auth] token exchange failed:', e instanceof Error ? e.message : e);
      throw new HttpError(502, 'Canva did not accept the authorization. Please try connecting again.');
    }
    const expiresAt = tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000).toISOString() : null;
    const { error: saveError } = await db.from('canva_integrations').upsert(
      {
        user_id: user.id,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? null,
        expires_at: expiresAt,
        scope: tokens.scope ?? null,
      },
      { onConflict: 'user_id' },
    );
    if (saveError) throw new Error(`canva_integrations: ${saveError.message}`);
    return json({ connected: true, scope: tokens.scope ?? null, expiresAt });
  }),
);
