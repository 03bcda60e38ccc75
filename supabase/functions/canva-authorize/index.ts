// canva-authorize: starts "Connect Canva". Body {} → { url } to send the browser to; with
// { probe: true } → { configured } so the profile can say up front when Canva is not set up.
// The state is a random nonce bound to the caller (docs/decisions.md#oauth-state-is-a-nonce), stored with the PKCE
// verifier for 10 minutes; the verifier never leaves the server.
import { z } from 'zod';
import { badRequest, handler, json, methodNotAllowed, notSetUp } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';
import { validate } from '../_shared/validate.ts';
import { siteOrigin } from '../_shared/site-url.ts';
import { authorizeUrl, canvaConfig, codeChallenge, NOT_CONFIGURED, randomToken } from '../_shared/design-tool/canva.ts';

const Body = z.object({ probe: z.boolean().optional() });

Deno.serve(
  handler(async (req) => {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { user } = await requireUser(req);
    // The body is optional: supabase-js sends none when invoked without one.
    const text = await req.text();
    let input: unknown = {};
    if (text.trim()) {
      try {
        input = JSON.parse(text);
      } catch {
        throw badRequest('Invalid request', [{ path: '', message: 'The body is not valid JSON' }]);
      }
    }
    const { probe } = validate(Body, input);
    const cfg = canvaConfig();
    if (probe) return json({ configured: !!cfg });
    if (!cfg) throw notSetUp(NOT_CONFIGURED);

    const redirectUri = cfg.redirectUri ?? `${siteOrigin()}/canva-callback`;
    const state = randomToken(32);
    const verifier = randomToken(64);
    const db = serviceClient();
    // One flow at a time per user: older, unfinished attempts stop being valid.
    await db.from('canva_oauth_states').delete().eq('user_id', user.id);
    const { error } = await db.from('canva_oauth_states').insert({ state, user_id: user.id, code_verifier: verifier, redirect_uri: redirectUri });
    if (error) throw new Error(`canva_oauth_states: ${error.message}`);
    return json({ url: authorizeUrl(cfg, { redirectUri, state, challenge: await codeChallenge(verifier) }) });
  }),
);
