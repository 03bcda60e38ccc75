import crypto from 'node:crypto';
import { startStandIn, type StandIn } from './server.ts';

export const CANVA_CLIENT_ID = 'OC-standin-client';
export const CANVA_CLIENT_SECRET = 'cnvca-standin-secret';

export interface FakeCanvaUpload {
  jobId: string;
  assetId: string;
  name: string;
  bytes: Buffer;
  token: string;
  polls: number;
}

export interface FakeCanvaDesign {
  id: string;
  body: Record<string, unknown>;
  token: string;
}

/**
 * Canva Connect, the parts Confetti uses, with Canva's request and answer shapes:
 *   POST /oauth/token           Basic client credentials, form body; grant_type authorization_code
 *                               (code, code_verifier, redirect_uri) or refresh_token (single-use)
 *   POST /asset-uploads         Bearer token (scope asset:write), application/octet-stream body,
 *                               Asset-Upload-Metadata: {"name_base64": ...} → { job } in_progress
 *   GET  /asset-uploads/{jobId} → { job } in_progress on the first poll, then success with asset
 *   POST /designs               Bearer token (design:content:write), JSON { design_type, asset_id, title }
 *                               → { design: { id, title, urls: { edit_url, view_url } } }
 * A code is issued by `authorize` (what Canva does when the user approves) and checked against its
 * PKCE challenge. `expire(token)` makes an access token answer 401, as an expired one does.
 */
export async function startFakeCanva(): Promise<
  StandIn & {
    authorize(authUrl: string): string;
    tokenRequests: Record<string, string>[];
    uploads: FakeCanvaUpload[];
    designs: FakeCanvaDesign[];
    expire(token: string): void;
    /** Issues tokens without the OAuth dance (a user who connected earlier); scope as given. */
    issue(scope?: string): { access_token: string; refresh_token: string };
  }
> {
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const tokens = new Map<string, { scope: string }>();
  const refreshTokens = new Map<string, { scope: string }>();
  const tokenRequests: Record<string, string>[] = [];
  const uploads: FakeCanvaUpload[] = [];
  const designs: FakeCanvaDesign[] = [];

  const issue = (scope: string) => {
    const access = `canva-access-${crypto.randomBytes(8).toString('hex')}`;
    const refresh = `canva-refresh-${crypto.randomBytes(8).toString('hex')}`;
    tokens.set(access, { scope });
    refreshTokens.set(refresh, { scope });
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: 14400, scope };
  };

  /** The bearer token's grant, or a Canva-style error answer. */
  const bearer = (authorization: string | undefined, scope: string) => {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const grant = tokens.get(token);
    if (!grant) return { error: { status: 401, json: { code: 'invalid_access_token', message: 'Access token is invalid or expired' } } };
    if (!grant.scope.split(' ').includes(scope)) return { error: { status: 403, json: { code: 'permission_denied', message: `Missing scope: ${scope}` } } };
    return { token };
  };

  const server = await startStandIn(({ method, path, headers, body, raw }) => {
    if (method === 'POST' && path === '/oauth/token') {
      const expected = `Basic ${Buffer.from(`${CANVA_CLIENT_ID}:${CANVA_CLIENT_SECRET}`).toString('base64')}`;
      if (headers.authorization !== expected) return { status: 401, json: { error: 'invalid_client' } };
      const form = Object.fromEntries(new URLSearchParams(body));
      tokenRequests.push(form);
      if (form.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(form.refresh_token);
        if (!grant) return { status: 400, json: { error: 'invalid_grant', error_description: 'refresh token is invalid or was already used' } };
        refreshTokens.delete(form.refresh_token);
        return { json: issue(grant.scope) };
      }
      const issued = codes.get(form.code);
      if (form.grant_type !== 'authorization_code' || !issued) return { status: 400, json: { error: 'invalid_grant', error_description: 'unknown code' } };
      codes.delete(form.code);
      const challenge = crypto
        .createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== issued.challenge) return { status: 400, json: { error: 'invalid_grant', error_description: 'code_verifier does not match' } };
      if (form.redirect_uri !== issued.redirectUri) return { status: 400, json: { error: 'invalid_grant', error_description: 'redirect_uri mismatch' } };
      return { json: issue(issued.scope) };
    }

    if (method === 'POST' && path === '/asset-uploads') {
      const auth = bearer(headers.authorization, 'asset:write');
      if (auth.error) return auth.error;
      if (headers['content-type'] !== 'application/octet-stream')
        return { status: 400, json: { code: 'invalid_field', message: 'Content-Type must be application/octet-stream' } };
      let name = '';
      try {
        name = Buffer.from(JSON.parse(String(headers['asset-upload-metadata'])).name_base64, 'base64').toString('utf8');
      } catch {
        return { status: 400, json: { code: 'invalid_header', message: 'Asset-Upload-Metadata must be JSON with name_base64' } };
      }
      const upload: FakeCanvaUpload = {
        jobId: `job-${crypto.randomBytes(6).toString('hex')}`,
        assetId: `M${crypto.randomBytes(5).toString('hex')}`,
        name,
        bytes: raw,
        token: auth.token,
        polls: 0,
      };
      uploads.push(upload);
      return { json: { job: { id: upload.jobId, status: 'in_progress' } } };
    }

    const job = /^\/asset-uploads\/([^/]+)$/.exec(path);
    if (method === 'GET' && job) {
      const auth = bearer(headers.authorization, 'asset:read');
      if (auth.error) return auth.error;
      const upload = uploads.find((u) => u.jobId === job[1]);
      if (!upload) return { status: 404, json: { code: 'not_found', message: 'Job not found' } };
      upload.polls++;
      if (upload.polls < 2) return { json: { job: { id: upload.jobId, status: 'in_progress' } } };
      return {
        json: {
          job: {
            id: upload.jobId,
            status: 'success',
            asset: {
              id: upload.assetId,
              type: 'image',
              name: upload.name,
              tags: [],
              created_at: 1,
              updated_at: 1,
              thumbnail: { width: 100, height: 100, url: 'https://document-export.canva.test/thumb.png' },
            },
          },
        },
      };
    }

    if (method === 'POST' && path === '/designs') {
      const auth = bearer(headers.authorization, 'design:content:write');
      if (auth.error) return auth.error;
      const json = JSON.parse(body || '{}') as Record<string, unknown>;
      if (json.asset_id && !uploads.some((u) => u.assetId === json.asset_id))
        return { status: 400, json: { code: 'invalid_field', message: 'asset_id not found' } };
      const id = `DAF${crypto.randomBytes(4).toString('hex')}`;
      designs.push({ id, body: json, token: auth.token });
      return {
        json: {
          design: {
            id,
            title: json.title,
            owner: { user_id: 'auDAA', team_id: 'Oi2RJ' },
            urls: { edit_url: `https://www.canva.test/api/design/${id}/edit?token=x`, view_url: `https://www.canva.test/api/design/${id}/view?token=x` },
            created_at: 1,
            updated_at: 1,
            page_count: 1,
          },
        },
      };
    }
    return { status: 404, json: { code: 'not_found', message: `${method} ${path}` } };
  });

  return {
    ...server,
    tokenRequests,
    uploads,
    designs,
    expire: (token: string) => void tokens.delete(token),
    issue: (scope = 'asset:read asset:write design:content:read design:content:write design:meta:read') => issue(scope),
    authorize(authUrl: string) {
      const u = new URL(authUrl);
      const code = `code-${crypto.randomBytes(6).toString('hex')}`;
      codes.set(code, {
        challenge: u.searchParams.get('code_challenge') ?? '',
        redirectUri: u.searchParams.get('redirect_uri') ?? '',
        scope: u.searchParams.get('scope') ?? '',
      });
      return code;
    },
  };
}
