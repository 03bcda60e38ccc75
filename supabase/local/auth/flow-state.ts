import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { forbidden, notFound, unprocessable } from './errors.ts';

/** GoTrue's default GOTRUE_FLOW_STATE_EXPIRY_DURATION: an auth code is good for 5 minutes. */
const FLOW_STATE_TTL_MS = 5 * 60 * 1000;

export interface FlowState {
  id: string;
  user_id: string | null;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

/** Records a finished OAuth sign-in awaiting its code exchange; returns the auth code for `?code=`. */
export async function createFlowState(
  q: Queryable,
  f: { userId: string; method: 's256' | 'plain'; challenge: string; provider: string; providerToken: string },
): Promise<string> {
  const authCode = randomUUID();
  const now = new Date();
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method, auth_code_issued_at)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, $7, '', $8, $8, 'oauth', $8)`,
    [randomUUID(), f.userId, authCode, f.method, f.challenge, f.provider, f.providerToken, now],
  );
  return authCode;
}

/**
 * GoTrue's PKCE grant checks, in its order: the code exists, is not expired, and the verifier hashes
 * to the stored challenge. The row is deleted in the caller's transaction, so a successful
 * exchange makes the auth code single-use.
 */
export async function consumeFlowState(q: Queryable, authCode: string, verifier: string): Promise<FlowState> {
  const r = await q.query<FlowState>(
    `delete from auth.flow_state where auth_code = $1
     returning id, user_id, code_challenge_method::text as code_challenge_method, code_challenge, provider_type,
               provider_access_token, provider_refresh_token, authentication_method, auth_code_issued_at, created_at`,
    [authCode],
  );
  const fs = r.rows[0];
  if (!fs || !fs.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issued = new Date(fs.auth_code_issued_at ?? fs.created_at).getTime();
  if (Date.now() > issued + FLOW_STATE_TTL_MS) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = fs.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (expected !== fs.code_challenge) {
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  return fs;
}
