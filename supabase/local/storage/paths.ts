import { errors } from './errors.ts';

/** Longest object name accepted, in UTF-8 bytes (S3's key limit, which hosted inherits). */
export const MAX_KEY_BYTES = 1024;

// Control characters (C0, DEL, C1): NUL truncates paths in C libraries; the rest break headers and logs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Half a UTF-16 pair cannot be stored as UTF-8 text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a name is refused, or null when it is fine. Bytes never live at a path derived from the
 * name (see blobs.ts), so this is about names other tools would misread: traversal segments,
 * absolute paths, backslashes, control characters, empty segments. A segment that decodes to
 * `.` or `..` once more is refused too, so a later double-decoding cannot turn it into one.
 */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return 'too long';
  if (CONTROL.test(key)) return 'control character';
  if (key.includes('\\')) return 'backslash';
  if (key.startsWith('/')) return 'absolute path';
  if (LONE_SURROGATE.test(key)) return 'malformed unicode';
  for (const segment of key.split('/')) {
    if (segment === '') return 'empty segment';
    if (segment === '.' || segment === '..') return 'traversal segment';
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not valid percent-encoding: it cannot decode to a dot segment either.
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return 'encoded traversal';
  }
  return null;
}

export function mustBeValidKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || keyProblem(key) !== null) throw errors.invalidKey(printable(key));
}

/** Hosted's bucket name rule (src/storage/limits.ts upstream): S3-safe characters, under 64. */
export function isValidBucketName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length < 64 &&
    /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name) &&
    name !== '.' &&
    name !== '..'
  );
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (!isValidBucketName(name)) throw errors.invalidBucketName();
}

/** The key echoed in an error message, with control characters made visible. */
function printable(key: unknown): string {
  if (typeof key !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return key.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 1100);
}

/**
 * Splits the raw (still percent-encoded) path after a route prefix into the bucket and the
 * object name. Each segment is decoded once; undecodable input is an Invalid Key, not a 500.
 */
export function splitBucketAndKey(rawRest: string): { bucket: string; key: string } {
  const segments = rawRest.split('/');
  const decoded: string[] = [];
  for (const s of segments) {
    try {
      decoded.push(decodeURIComponent(s));
    } catch {
      throw errors.invalidKey(s);
    }
  }
  const [bucket = '', ...rest] = decoded;
  return { bucket, key: rest.join('/') };
}

/** Escapes LIKE wildcards so a prefix or search term matches literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
