import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http.ts';
import type { Route, StackContext } from '../server.ts';
import { BlobStore } from './blobs.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import { callerOf } from './claims.ts';
import type { StorageContext } from './context.ts';
import { resolveObject, sendInfo, sendObject, type Access } from './download.ts';
import { errors, storageError } from './errors.ts';
import { drain } from './intake.ts';
import { listObjects } from './listing.ts';
import { copyObject, deleteObject, moveObject, removeObjects } from './object-ops.ts';
import { splitBucketAndKey } from './paths.ts';
import { renderRoutes } from './render.ts';
import { serveSigned, signMany, signOne } from './signing.ts';
import { uploadObject } from './upload.ts';

const PREFIX = '/storage/v1';

/**
 * Every storage answer, whatever it carries, is inert on this origin: a sandbox with no script or
 * same-origin powers, and only the declared type (content-type.ts says which types are declared).
 */
const INERT = { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' };

/** /storage/v1: hosted Supabase Storage's REST API as storage-js calls it. */
export function createStorageRoute(stack: StackContext): Route {
  const ctx: StorageContext = { db: stack.db, blobs: new BlobStore(stack.config.dataDir), jwtSecret: stack.config.jwtSecret };
  const serve: Route = async (req, res, url) => {
    try {
      await route(ctx, req, res, url);
    } catch (e) {
      if (!res.headersSent) await drain(req);
      if (e instanceof HttpError) throw e;
      // Never a stack trace to the client; hosted's generic 500 body.
      console.error(`[storage] ${req.method} ${url.pathname}:`, e);
      throw errors.internal();
    }
  };
  return Object.assign(serve, { headers: INERT });
}

async function route(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice(PREFIX.length);
  const method = req.method ?? 'GET';
  const parts = path.split('/').slice(1); // "" before the first slash

  if (parts[0] === 'bucket') return bucketRoutes(ctx, req, res, url, method, parts.slice(1));
  if (parts[0] === 'object') return objectRoutes(ctx, req, res, url, method, path.slice('/object/'.length), parts.slice(1));
  if (parts[0] === 'render' && parts[1] === 'image' && (await renderRoutes(ctx, req, res, url, parts.slice(2)))) return;
  throw notFound(method, url);
}

async function bucketRoutes(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL, method: string, rest: string[]): Promise<void> {
  const caller = await callerOf(req, ctx.jwtSecret, false);
  const id = rest[0] ? decodeSegment(rest[0]) : '';
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
    if (method === 'GET') return listBuckets(ctx, res, caller, url);
    if (method === 'POST') return createBucket(ctx, req, res, caller);
  } else if (rest.length === 1) {
    if (method === 'GET') return getBucket(ctx, res, caller, id);
    if (method === 'PUT') return updateBucket(ctx, req, res, caller, id);
    if (method === 'DELETE') return deleteBucket(ctx, res, caller, id);
  } else if (rest.length === 2 && rest[1] === 'empty' && method === 'POST') {
    return emptyBucket(ctx, res, caller, id);
  }
  throw notFound(method, url);
}

async function objectRoutes(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  method: string,
  raw: string,
  parts: string[],
): Promise<void> {
  const head = parts[0];
  const after = (n: number) => splitBucketAndKey(parts.slice(n).join('/'));
  const read = method === 'GET' || method === 'HEAD';

  // Fixed words first, as hosted's router matches them before /:bucket/*.
  if (head === 'list' && method === 'POST' && parts.length === 2) {
    const caller = await callerOf(req, ctx.jwtSecret, false);
    return listObjects(ctx, req, res, caller, decodeSegment(parts[1]));
  }
  if (head === 'move' && method === 'POST' && parts.length === 1) {
    return moveObject(ctx, req, res, await callerOf(req, ctx.jwtSecret, false));
  }
  if (head === 'copy' && method === 'POST' && parts.length === 1) {
    return copyObject(ctx, req, res, await callerOf(req, ctx.jwtSecret, false));
  }
  if (head === 'sign' && parts.length >= 2) {
    const { bucket, key } = after(1);
    if (read) return serveSigned(ctx, req, res, url, bucket, key);
    if (method === 'POST') {
      const caller = await callerOf(req, ctx.jwtSecret, false);
      return key ? signOne(ctx, req, res, caller, bucket, key) : signMany(ctx, req, res, caller, bucket);
    }
  }
  if (head === 'upload' && parts[1] === 'sign') throw errors.notSupported('signed upload URLs');
  if (head === 'info' && method === 'GET' && parts.length >= 3) {
    const scope = parts[1] === 'public' || parts[1] === 'authenticated' ? parts[1] : null;
    const { bucket, key } = after(scope ? 2 : 1);
    const access: Access = scope === 'public' ? 'public' : 'authenticated';
    const caller = await callerOf(req, ctx.jwtSecret, scope !== 'authenticated');
    return sendInfo(res, await resolveObject(ctx, caller, bucket, key, access));
  }
  if ((head === 'public' || head === 'authenticated') && read && parts.length >= 3) {
    const { bucket, key } = after(1);
    const caller = await callerOf(req, ctx.jwtSecret, head === 'public');
    const obj = await resolveObject(ctx, caller, bucket, key, head === 'public' ? 'public' : 'authenticated');
    return sendObject(ctx, req, res, obj, { head: method === 'HEAD', download: url.searchParams.get('download') });
  }

  const { bucket, key } = splitBucketAndKey(raw);
  if (!bucket) throw notFound(method, url);
  if (read && key) {
    // Hosted lets this one through without a valid JWT, for public buckets.
    const caller = await callerOf(req, ctx.jwtSecret, true);
    const obj = await resolveObject(ctx, caller, bucket, key, 'authenticated');
    return sendObject(ctx, req, res, obj, { head: method === 'HEAD', download: url.searchParams.get('download') });
  }
  if ((method === 'POST' || method === 'PUT') && parts.length >= 2) {
    const caller = await callerOf(req, ctx.jwtSecret, false);
    const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
    return uploadObject(ctx, req, res, caller, bucket, key, upsert);
  }
  if (method === 'DELETE') {
    const caller = await callerOf(req, ctx.jwtSecret, false);
    return key ? deleteObject(ctx, res, caller, bucket, key) : removeObjects(ctx, req, res, caller, bucket);
  }
  throw notFound(method, url);
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw errors.invalidRequest('malformed path');
  }
}

function notFound(method: string, url: URL): HttpError {
  return storageError(404, 'NotFound', `Route ${method}:${url.pathname} not found`, 'Not Found');
}
