import { errors } from './errors.ts';

/**
 * Image transformation options as hosted Storage takes them (src/http/schemas/transformations.ts
 * and src/storage/renderer/image.ts upstream): from the render routes' query string, from
 * `transform` in a sign request's body, and as the comma-separated `transformations` claim a
 * signed render URL carries.
 */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: Resize;
  format?: Format;
  quality?: number;
}

export type Resize = 'cover' | 'contain' | 'fill';
export type Format = 'origin' | 'avif' | 'webp';

const RESIZES: readonly string[] = ['cover', 'contain', 'fill'];
const FORMATS: readonly string[] = ['origin', 'avif', 'webp'];

/** Hosted's documented range for width and height; larger values are clamped, not refused. */
export const MAX_DIMENSION = 2500;
export const DEFAULT_QUALITY = 80;

/**
 * Reads and validates the options. `where` names the source in the error message the way
 * hosted's schema validation does ("querystring/width must be integer").
 */
export function parseTransform(get: (name: string) => unknown, where: 'querystring' | 'body/transform'): TransformOptions {
  const out: TransformOptions = {};
  const width = integer(get('width'), `${where}/width`, 0, Infinity);
  const height = integer(get('height'), `${where}/height`, 0, Infinity);
  const quality = integer(get('quality'), `${where}/quality`, 20, 100);
  const resize = oneOf(get('resize'), `${where}/resize`, RESIZES) as Resize | undefined;
  const format = oneOf(get('format'), `${where}/format`, FORMATS) as Format | undefined;
  // 0 means "not given", as in hosted (its renderer skips falsy sizes).
  if (width) out.width = Math.min(width, MAX_DIMENSION);
  if (height) out.height = Math.min(height, MAX_DIMENSION);
  if (quality !== undefined) out.quality = quality;
  if (resize) out.resize = resize;
  if (format) out.format = format;
  return out;
}

/** Query parameters: absent or empty is "not given". */
export function transformFromQuery(params: URLSearchParams): TransformOptions {
  return parseTransform((name) => {
    const v = params.get(name);
    return v === null || v === '' ? undefined : v;
  }, 'querystring');
}

/** `transform` in a JSON body, as storage-js's createSignedUrl sends it. */
export function transformFromBody(value: unknown): TransformOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.invalidRequest('body/transform must be object');
  const obj = value as Record<string, unknown>;
  return parseTransform((name) => obj[name] ?? undefined, 'body/transform');
}

export function isEmptyTransform(t: TransformOptions | undefined): boolean {
  return !t || (t.width === undefined && t.height === undefined && t.quality === undefined && t.resize === undefined && t.format === undefined);
}

/**
 * The `transformations` claim of a signed render URL, in hosted's segment syntax
 * ("height:200,width:300,resize:cover,quality:70,format:webp"). The token fixes these: the
 * signed render route ignores transformation parameters in its query string.
 */
export function transformToClaim(t: TransformOptions): string {
  const segments: string[] = [];
  if (t.height) segments.push(`height:${t.height}`);
  if (t.width) segments.push(`width:${t.width}`);
  if ((t.width || t.height) && t.resize) segments.push(`resize:${t.resize}`);
  if (t.quality) segments.push(`quality:${t.quality}`);
  // 'origin' travels in the token's separate `format` claim, as hosted signs it.
  if (t.format && t.format !== 'origin') segments.push(`format:${t.format}`);
  return segments.join(',');
}

/**
 * The claims read back. Unknown segments are skipped, as hosted does; values are validated
 * again. A `format` claim of 'origin' keeps the source's format (hosted signs it but its
 * render route drops it and converts by Accept; keeping it is what the signer asked for).
 */
export function transformFromClaim(claim: string, format?: unknown): TransformOptions {
  const fields: Record<string, string> = {};
  for (const segment of claim.split(',')) {
    const [name, value] = segment.split(':');
    if (name && value) fields[name] = value;
  }
  // Hosted writes `resize:undefined` when only sizes were signed; that means the default.
  if (fields.resize && !RESIZES.includes(fields.resize)) delete fields.resize;
  if (format === 'origin' && !fields.format) fields.format = 'origin';
  return parseTransform((name) => fields[name], 'querystring');
}

function integer(v: unknown, label: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw errors.invalidRequest(`${label} must be integer`);
  if (n < min) throw errors.invalidRequest(`${label} must be >= ${min}`);
  if (n > max) throw errors.invalidRequest(`${label} must be <= ${max}`);
  return n;
}

function oneOf(v: unknown, label: string, allowed: readonly string[]): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !allowed.includes(v)) throw errors.invalidRequest(`${label} must be equal to one of the allowed values`);
  return v;
}
