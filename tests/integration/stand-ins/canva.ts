import crypto from 'node:crypto';
import { startStandIn, type StandIn } from './server.ts';

export const CANVA_CLIENT_ID = 'OC-standin-client';
export const CANVA_CLIENT_SECRET = 'cnvca-standin-secret';

/**
 * Canva Connect's token endpoint (POST /oauth/token): Basic client credentials, form body with
 * grant_type=authorization_code, code, code_verifier, redirect_uri. A code is issued by
 * `authorize` (what Canva does when the user approves) and checked against its PKCE challenge.
 */
export async function startFakeCanva(): Promise<StandIn & { authorize(authUrl: string): string; tokenRequests: Record<string, string>[] }> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokenRequests: Record<string, string>[] = [];
  const server = await startStandIn(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/oauth/token') return { status: 404, json: { error: 'not_found' } };
    const expected = `Basic ${Buffer.from(`${CANVA_CLIENT_ID}:${CANVA_CLIENT_SECRET}`).toString('base64')}`;
    if (headers.authorization !== expected) return { status: 401, json: { error: 'invalid_client' } };
    const form = Object.fromEntries(new URLSearchParams(body));
    tokenRequests.push(form);
    const issued = codes.get(form.code);
    if (form.grant_type !== 'authorization_code' || !issued) return { status: 400, json: { error: 'invalid_grant', error_description: 'unknown code' } };
    codes.delete(form.code);
    const challenge = crypto.createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
    if (challenge !== issued.challenge) return { status: 400, json: { error: 'invalid_grant', error_description: 'code_verifier does not match' } };
    if (form.redirect_uri !== issued.redirectUri) return { status: 400, json: { error: 'invalid_grant', error_description: 'redirect_uri mismatch' } };
    return {
      json: {
        access_token: `canva-access-${crypto.randomBytes(8).toString('hex')}`,
        refresh_token: `canva-refresh-${crypto.randomBytes(8).toString('hex')}`,
        token_type: 'Bearer',
        expires_in: 14400,
        scope: 'design:content:read design:content:write design:meta:read',
      },
    };
  });
  return {
    ...server,
    tokenRequests,
    authorize(authUrl: string) {
      const u = new URL(authUrl);
      const code = `code-${crypto.randomBytes(6).toString('hex')}`;
      codes.set(code, { challenge: u.searchParams.get('code_challenge') ?? '', redirectUri: u.searchParams.get('redirect_uri') ?? '' });
      return code;
    },
  };
}
