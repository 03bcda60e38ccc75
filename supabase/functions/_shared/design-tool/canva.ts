/**
 * Canva Connect (OAuth 2.0 authorization code with PKCE), spoken over fetch:
 *   authorize: {CANVA_AUTH_URL}?response_type=code&client_id&redirect_uri&scope&state
 *              &code_challenge&code_challenge_method=s256
 *   token:     POST {CANVA_API_URL}/oauth/token (Basic client credentials, form body;
 *              grant_type authorization_code or refresh_token)
 *   'Edit in Canva' (see edit.ts): POST /asset-uploads, GET /asset-uploads/{jobId}, POST /designs
 * CANVA_AUTH_URL and CANVA_API_URL default to Canva's; tests point them at a stand-in.
 */

/**
 * docs/product.md#design-tool-authorisation: design content read and write, design meta read,
 * and asset read and write (uploading an image for 'Edit in Canva' and following its upload job).
 */
export const CANVA_SCOPES = ['asset:read', 'asset:write', 'design:content:read', 'design:content:write', 'design:meta:read'];

export interface CanvaConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  /** Fixed callback when set (it must match the one registered with Canva). */
  redirectUri?: string;
}

/** Null when CANVA_CLIENT_ID or CANVA_CLIENT_SECRET is missing: the app shows 'not configured'. */
export function canvaConfig(): CanvaConfig | null {
  const clientId = Deno.env.get('CANVA_CLIENT_ID')?.trim();
  const clientSecret = Deno.env.get('CANVA_CLIENT_SECRET')?.trim();
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    authUrl: Deno.env.get('CANVA_AUTH_URL')?.trim() || 'https://www.canva.com/api/oauth/authorize',
    apiUrl: (Deno.env.get('CANVA_API_URL')?.trim() || 'https://api.canva.com/rest/v1').replace(/\/+$/, ''),
    redirectUri: Deno.env.get('CANVA_REDIRECT_URI')?.trim() || undefined,
  };
}

/** For the operator's log only (notSetUp): people read "This isn't available yet." */
export const NOT_CONFIGURED = 'Canva is not configured: set CANVA_CLIENT_ID and CANVA_CLIENT_SECRET for the functions.';

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** RFC 7636 S256: base64url(sha256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export function authorizeUrl(cfg: CanvaConfig, p: { redirectUri: string; state: string; challenge: string }): string {
  const url = new URL(cfg.authUrl);
  url.searchParams.set('code_challenge', p.challenge);
  url.searchParams.set('code_challenge_method', 's256');
  url.searchParams.set('scope', CANVA_SCOPES.join(' '));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('state', p.state);
  url.searchParams.set('redirect_uri', p.redirectUri);
  return url.toString();
}

export interface CanvaTokens {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
}

export function exchangeCode(cfg: CanvaConfig, p: { code: string; verifier: string; redirectUri: string }): Promise<CanvaTokens> {
  return tokenRequest(cfg, { grant_type: 'authorization_code', code: p.code, code_verifier: p.verifier, redirect_uri: p.redirectUri });
}

/** A new access token (and a new refresh token: Canva's are single-use). */
export function refreshTokens(cfg: CanvaConfig, refreshToken: string): Promise<CanvaTokens> {
  return tokenRequest(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function tokenRequest(cfg: CanvaConfig, form: Record<string, string>): Promise<CanvaTokens> {
  const res = await fetch(`${cfg.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${cfg.clientId}:${cfg.clientSecret}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || typeof body?.access_token !== 'string') {
    throw new CanvaApiError(
      res.status,
      `Canva answered ${res.status}${body?.error ? `: ${body.error}${body.error_description ? ` (${body.error_description})` : ''}` : ''}`,
    );
  }
  return body as CanvaTokens;
}

/** A non-2xx answer from Canva, with its status (401: the token; 403: a missing scope). */
export class CanvaApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
