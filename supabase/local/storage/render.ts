import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sharp } from 'sharp';
import { CORS_HEADERS, HttpError } from '../http.ts';
import { callerOf } from './claims.ts';
import type { StorageContext } from './context.ts';
import { answerConditional, resolveObject, storedBytes } from './download.ts';
import { storageError } from './errors.ts';
import type { ObjectRow } from './objects-db.ts';
import { splitBucketAndKey } from './paths.ts';
import { SIGNED_READER, verifySignedToken } from './signing.ts';
import { DEFAULT_QUALITY, transformFromClaim, transformFromQuery, type TransformOptions } from './transform.ts';

/** Hosted's documented limits for a source image. */
const MAX_INPUT_BYTES = 25 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Renders at once; the rest wait their turn. sharp runs on libuv's worker pool (4 threads by
 * default), which file reads of every other request share, so renders never take all of it.
 */
const MAX_CONCURRENT = 2;

/** Raster types rendered; anything else (SVG, BMP, PDF, HEIC, video, text) is refused. */
const SOURCE_TYPES: Record<string, OutputFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
};
type OutputFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff';
/** What sharp reports a file to be, for the formats above (AVIF is reported as heif). */
const DECODED: Record<string, OutputFormat> = { png: 'png', jpeg: 'jpeg', webp: 'webp', heif: 'avif', gif: 'gif', tiff: 'tiff' };

const UNSUPPORTED = 'The source image is invalid or unsupported for rendering';

/**
 * GET|HEAD /render/image/{public|authenticated|sign}/:bucket/*name: the object resized and
 * re-encoded (hosted's src/http/routes/render/ upstream). Who may read it is decided exactly as
 * for the matching /object/ route; a signed URL's options come from its token.
 */
export async function renderRoutes(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL, parts: string[]): Promise<boolean> {
  const scope = parts[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (scope !== 'public' && scope !== 'authenticated' && scope !== 'sign') return false;
  const { bucket, key } = splitBucketAndKey(parts.slice(1).join('/'));
  if (!bucket || !key) return false;

  let obj: ObjectRow;
  let transform: TransformOptions;
  let expires: Date | undefined;
  if (scope === 'sign') {
    const payload = await verifySignedToken(ctx, url, bucket, key);
    transform = transformFromClaim(typeof payload.transformations === 'string' ? payload.transformations : '', payload.format);
    obj = await resolveObject(ctx, SIGNED_READER, bucket, key, 'signed');
    expires = payload.exp ? new Date(payload.exp * 1000) : undefined;
  } else {
    transform = transformFromQuery(url.searchParams);
    const caller = await callerOf(req, ctx.jwtSecret, scope === 'public');
    obj = await resolveObject(ctx, caller, bucket, key, scope);
  }
  await sendRendered(ctx, req, res, obj, transform, { head: req.method === 'HEAD', download: url.searchParams.get('download'), expires });
  return true;
}

async function sendRendered(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  obj: ObjectRow,
  t: TransformOptions,
  opts: { head: boolean; download: string | null; expires?: Date },
): Promise<void> {
  const stat = await storedBytes(ctx, res, obj);
  if (!stat) return;
  const meta = obj.metadata ?? {};
  const declared = (meta.mimetype ?? '').split(';')[0].trim().toLowerCase();
  if (!SOURCE_TYPES[declared]) throw storageError(400, 'InvalidRequest', UNSUPPORTED);
  if (stat.size > MAX_INPUT_BYTES) throw storageError(400, 'InvalidRequest', 'The source image file is too large to process');

  // The output depends on Accept unless a format is forced, so caches must key on it.
  const negotiated = t.format === undefined;
  const accept = String(req.headers.accept ?? '');
  const headers: Record<string, string | number> = {
    ...CORS_HEADERS,
    'x-content-type-options': 'nosniff',
    'last-modified': new Date(meta.lastModified ?? obj.updated_at).toUTCString(),
    'access-control-expose-headers': 'content-length, content-type, etag, last-modified, cache-control, x-transformations',
  };
  if (meta.eTag) headers.etag = meta.eTag;
  if (negotiated) headers.vary = 'Accept';
  if (answerConditional(req, res, headers, meta, opts)) return;

  const out = await withRenderSlot(() => render(ctx.blobs.pathOf(obj.bucket_id, stat.version), t, negotiated && /\bimage\/webp\b/i.test(accept)));
  headers['content-type'] = `image/${out.format}`;
  headers['content-length'] = out.data.length;
  if (out.transformations.length) headers['x-transformations'] = out.transformations.join(',');
  res.writeHead(200, headers);
  res.end(opts.head ? undefined : out.data);
}

let sharpModule: Promise<typeof import('sharp')> | null = null;

/** sharp is loaded on the first render, so a stack that never renders never pays for it. */
function loadSharp(): Promise<typeof import('sharp')> {
  sharpModule ??= import('sharp').then((m) => {
    // The stack is short of memory before it is short of CPU; libvips' operation cache is not needed.
    m.default.cache(false);
    return m;
  });
  return sharpModule;
}

/**
 * The resize and encode, done by libvips on libuv's worker threads (sharp's metadata() and
 * toBuffer() are asynchronous native calls), so the event loop only waits.
 */
async function render(file: string, t: TransformOptions, webp: boolean): Promise<{ data: Buffer; format: OutputFormat; transformations: string[] }> {
  const sharp = (await loadSharp()).default;
  const input = (): Sharp => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const decoded = DECODED[(await input().metadata()).format ?? ''];
    // Checked on the bytes too: a declared image/png that is really SVG or HTML is not rendered.
    if (!decoded) throw storageError(400, 'InvalidRequest', UNSUPPORTED);
    const format: OutputFormat = t.format === 'webp' || t.format === 'avif' ? t.format : webp ? 'webp' : decoded;
    const quality = t.quality ?? DEFAULT_QUALITY;
    const transformations: string[] = [];
    // Hosted's renderer turns images by their EXIF orientation too.
    let pipeline = input().rotate();
    if (t.width || t.height) {
      const fit = t.resize === 'contain' ? 'inside' : t.resize === 'fill' ? 'fill' : 'cover';
      // Never enlarged, as hosted's renderer does by default.
      pipeline = pipeline.resize({ width: t.width, height: t.height, fit, withoutEnlargement: true });
      if (t.height) transformations.push(`height:${t.height}`);
      if (t.width) transformations.push(`width:${t.width}`);
      transformations.push(`resizing_type:${fit === 'inside' ? 'fit' : fit === 'fill' ? 'force' : 'fill'}`);
    }
    if (t.quality) transformations.push(`quality:${t.quality}`);
    if (t.format && t.format !== 'origin') transformations.push(`format:${t.format}`);
    pipeline =
      format === 'jpeg'
        ? pipeline.jpeg({ quality })
        : format === 'webp'
          ? pipeline.webp({ quality })
          : format === 'avif'
            ? pipeline.avif({ quality })
            : format === 'png'
              ? pipeline.png()
              : format === 'gif'
                ? pipeline.gif()
                : pipeline.tiff({ quality });
    return { data: await pipeline.toBuffer(), format, transformations };
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const message = e instanceof Error ? e.message : String(e);
    if (/pixel limit/i.test(message)) throw storageError(400, 'InvalidRequest', 'The source image resolution is too large to process');
    throw storageError(400, 'InvalidRequest', UNSUPPORTED);
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withRenderSlot<T>(fn: () => Promise<T>): Promise<T> {
  // A finishing render hands its slot straight to the next in line, so none can slip in between.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
