import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { CORS_HEADERS, sendJson } from '../http.ts';
import type { Caller } from './claims.ts';
import type { StorageContext } from './context.ts';
import { servedContentType } from './content-type.ts';
import { errors } from './errors.ts';
import { findBucketAsService, findObjectAsCaller, findObjectAsService, type ObjectRow } from './objects-db.ts';

export type Access = 'public' | 'authenticated' | 'signed';

/**
 * Finds the object a read route serves, as hosted's getObject / getPublicObject / getObjectInfo
 * do: the public route needs a public bucket and skips the policies; the others need a bucket
 * that exists (and is public, for a caller without a valid JWT); objects in public buckets are
 * read without the policies, objects in private ones as the caller.
 */
export async function resolveObject(ctx: StorageContext, caller: Caller, bucketId: string, name: string, access: Access): Promise<ObjectRow> {
  const bucket = await findBucketAsService(ctx, bucketId);
  if (!bucket) throw errors.noSuchBucket();
  if (access === 'public' && !bucket.public) throw errors.noSuchBucket();
  if (access === 'authenticated' && !caller.authenticated && !bucket.public) throw errors.noSuchBucket();
  const obj = access === 'signed' || bucket.public ? await findObjectAsService(ctx, bucketId, name) : await findObjectAsCaller(ctx, caller, bucketId, name);
  if (!obj) throw errors.noSuchKey();
  return obj;
}

/**
 * The size of an object's stored bytes; when the row exists but the backend has none, answers as
 * hosted does and returns null.
 */
export async function storedBytes(ctx: StorageContext, res: ServerResponse, obj: ObjectRow): Promise<{ size: number; version: string } | null> {
  const stat = obj.version ? await ctx.blobs.stat(obj.bucket_id, obj.version) : null;
  if (obj.version && stat) return { size: stat.size, version: obj.version };
  sendJson(
    res,
    400,
    { statusCode: '404', error: 'Not found', message: 'The resource was not found' },
    { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  );
  return null;
}

/**
 * Adds the caching and download headers every object answer shares (Expires for signed URLs, else
 * the upload's Cache-Control), and answers 304 when the client already has this version.
 * True when it has answered.
 */
export function answerConditional(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string | number>,
  meta: { eTag?: string; cacheControl?: string },
  opts: { download?: string | null; expires?: Date },
): boolean {
  if (opts.expires) headers.expires = opts.expires.toUTCString();
  else headers['cache-control'] = meta.cacheControl ?? 'no-cache';
  const disposition = contentDisposition(opts.download);
  if (disposition) headers['content-disposition'] = disposition;
  const inm = req.headers['if-none-match'];
  if (
    !inm ||
    !meta.eTag ||
    !inm
      .split(',')
      .map((s) => s.trim())
      .includes(meta.eTag)
  )
    return false;
  res.writeHead(304, headers);
  res.end();
  return true;
}

/** Sends the stored bytes with the headers hosted's asset renderer sets. */
export async function sendObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  obj: ObjectRow,
  opts: { head: boolean; download?: string | null; expires?: Date },
): Promise<void> {
  const stat = await storedBytes(ctx, res, obj);
  if (!stat) return;
  const meta = obj.metadata ?? {};
  const size = stat.size;
  const headers: Record<string, string | number> = {
    ...CORS_HEADERS,
    'accept-ranges': 'bytes',
    'content-type': servedContentType(meta.mimetype),
    // Browsers render the declared type only; bytes that look like HTML are not guessed into it.
    'x-content-type-options': 'nosniff',
    // Whatever it is, a file opened from this origin runs with none of the origin's powers.
    'content-security-policy': 'sandbox',
    etag: meta.eTag ?? `"${obj.version}"`,
    'last-modified': new Date(meta.lastModified ?? obj.updated_at).toUTCString(),
    // Lets a browser page read these when it fetches an object cross-origin.
    'access-control-expose-headers': 'content-length, content-range, content-type, etag, last-modified, cache-control',
  };
  if (answerConditional(req, res, headers, meta, opts)) return;

  const range = parseRange(req.headers.range, size);
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['content-length'] = range.end - range.start + 1;
  } else {
    headers['content-length'] = size;
  }
  res.writeHead(range ? 206 : 200, headers);
  if (opts.head || size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(ctx.blobs.readStream(obj.bucket_id, stat.version, range ?? undefined), res);
  } catch {
    // The client went away or the file vanished mid-read; the headers are sent, so just close.
    res.destroy();
  }
}

/** GET /object/info/...: the object's facts as JSON, shaped as hosted's info renderer. */
export function sendInfo(res: ServerResponse, obj: ObjectRow): void {
  const meta = obj.metadata ?? {};
  sendJson(
    res,
    200,
    {
      id: obj.id,
      name: obj.name,
      version: obj.version,
      bucket_id: obj.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: obj.user_metadata,
      last_modified: obj.updated_at,
      created_at: obj.created_at,
    },
    meta.eTag ? { etag: meta.eTag } : {},
  );
}

export function contentDisposition(download: string | null | undefined): string | null {
  if (download === null || download === undefined) return null;
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/** One `bytes=a-b` range inside the file, or null to send it whole. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header || size === 0) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return null;
  return { start, end };
}
