import { errors } from './errors.ts';

// Bytes skipped before the first meaningful one: whitespace, and the UTF-8/UTF-16 byte-order marks.
const LEADING = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0xef, 0xbb, 0xbf, 0xfe, 0xff, 0x00]);

/**
 * For an upload declared as a raster image: a check fed the body's chunks in order that refuses
 * it as image/svg+xml when the content is markup (SVG, HTML, XML all open with `<`; no raster
 * format does). A bucket's allowed types see only the declared type; this sees what the bytes
 * are. Declared SVG is left to the bucket's list (and is served sandboxed where allowed).
 */
export function markupGuard(mimetype: string): (chunk: Buffer) => void {
  const mime = mimetype.split(';')[0].trim().toLowerCase();
  let decided = !mime.startsWith('image/') || mime === 'image/svg+xml';
  return (chunk) => {
    if (decided) return;
    for (const byte of chunk) {
      if (LEADING.has(byte)) continue;
      decided = true;
      if (byte === 0x3c) throw errors.invalidMimeType('image/svg+xml');
      return;
    }
  };
}
