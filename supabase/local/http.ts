import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyJwt, type JwtClaims } from './jwt.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? body.error ?? status));
  }
}

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-upsert, cache-control, x-supabase-api-version, x-region',
  'access-control-expose-headers': 'content-range, content-location, range-unit, x-supabase-api-version',
  'access-control-max-age': '86400',
};

const documentAnswers = new WeakSet<ServerResponse>();

/**
 * Marks an answer no other origin may read: an HTML page or a form post that signs someone in.
 * Browsers only let a page read a cross-origin answer (or follow its redirect in fetch) when it
 * carries CORS headers, so these carry none, preflights included.
 */
export function withoutCors(res: ServerResponse): void {
  documentAnswers.add(res);
}

/** Reads the whole body; more than `limit` bytes is a 413 and the rest is not buffered. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw payloadTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw payloadTooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function payloadTooLarge(limit: number) {
  return new HttpError(413, {
    code: 'PGRST413',
    message: 'Payload Too Large',
    details: `The request body is larger than ${limit} bytes`,
    hint: null,
  });
}

export function send(res: ServerResponse, status: number, body: string | Buffer | null, headers: Record<string, string | number> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, documentAnswers.has(res) ? headers : { ...CORS_HEADERS, ...headers });
  res.end(body ?? undefined);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : undefined;
}

export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  const h = req.headers.apikey;
  return (Array.isArray(h) ? h[0] : h) ?? url.searchParams.get('apikey') ?? undefined;
}

/**
 * The claims a request acts with, as the API gateway plus PostgREST decide them: the bearer
 * token when present, else the apikey; none is the anon role. A bad or expired token is a 401.
 */
export async function requestClaims(req: IncomingMessage, url: URL, secret: string): Promise<JwtClaims> {
  const token = bearerToken(req) ?? apiKey(req, url);
  if (!token) return { role: 'anon' };
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    throw new HttpError(
      401,
      {
        code: result.reason === 'expired' ? 'PGRST303' : 'PGRST301',
        message: result.reason === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature',
        details: null,
        hint: null,
      },
      { 'www-authenticate': `Bearer error="invalid_token", error_description="${result.message.replace(/"/g, "'")}"` },
    );
  }
  return result.claims;
}
