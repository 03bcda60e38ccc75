import { errors } from './errors.ts';

/**
 * Content types as the stack stores and serves them. A browser reads a Content-Type header as a
 * list when it holds a comma and renders the last entry, so `video/mp4;a=b, image/svg+xml` passes
 * a `video/*` rule as its first entry and runs as SVG. An upload's type is therefore parsed by RFC
 * 9110's grammar (`type/subtype *(; name=value)`), refused when it is anything else (a list, a
 * bare word, stray characters), and stored as what was parsed: the type and subtype, lower-cased,
 * with the charset kept for text. Nothing the client wrote beyond that reaches a response.
 */

// RFC 9110 token characters.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t !#-\\[\\]-~]|\\\\[\\t -~])*"';
const PARAM = `[\\t ]*;[\\t ]*(${TOKEN})=(${TOKEN}|${QUOTED})`;
const CONTENT_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:${PARAM})*)[\\t ]*;?[\\t ]*$`);
const PARAMS = new RegExp(PARAM, 'g');
const CHARSET = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,39}$/;
const MAX_LENGTH = 255;

/** The stored form of a declared content type, or null when it does not parse as one type. */
export function parseContentType(raw: string): string | null {
  if (raw.length > MAX_LENGTH || raw.includes(',')) return null;
  const m = CONTENT_TYPE.exec(raw.trim());
  if (!m) return null;
  const essence = `${m[1]}/${m[2]}`.toLowerCase();
  let charset: string | undefined;
  for (const p of (m[3] ?? '').matchAll(PARAMS)) {
    if (p[1].toLowerCase() !== 'charset') continue;
    const value = p[2].startsWith('"') ? p[2].slice(1, -1) : p[2];
    if (CHARSET.test(value)) charset = value.toLowerCase();
  }
  return charset && essence.startsWith('text/') ? `${essence}; charset=${charset}` : essence;
}

/** An upload's declared type as stored; a type that does not parse is refused as hosted refuses a bad one. */
export function storedContentType(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'application/octet-stream';
  const parsed = parseContentType(raw);
  if (!parsed) throw errors.invalidMimeType(raw.slice(0, 100));
  return parsed;
}

/** What a stored type is served as: rows written before this check fall back to bytes. */
export function servedContentType(stored: string | undefined): string {
  const parsed = stored ? parseContentType(stored) : null;
  if (!parsed) return 'application/octet-stream';
  // As hosted: HTML is never rendered from the storage origin.
  return parsed.startsWith('text/html') ? 'text/plain' : parsed;
}

const SCRIPT_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'application/x-shockwave-flash',
]);

/** Types a browser runs as a document or script of the serving origin: markup of any XML flavour, HTML, script. */
export function isScriptable(type: string): boolean {
  const essence = type.split(';')[0].trim().toLowerCase();
  return SCRIPT_TYPES.has(essence) || essence.endsWith('+xml');
}

/**
 * Hosted's bucket check (`type/*` allows any subtype, otherwise type and subtype must match), on
 * the parsed type, with one rule more: a scriptable type passes only when the bucket lists it by
 * name, never through a wildcard.
 */
export function validateMimeType(mimeType: string, allowed: string[]): void {
  const parsed = parseContentType(mimeType);
  if (!parsed) throw errors.invalidMimeType(mimeType.slice(0, 100));
  const essence = parsed.split(';')[0];
  const [type, sub] = essence.split('/');
  const scriptable = isScriptable(essence);
  for (const a of allowed) {
    const [aType, aSub] = a.trim().toLowerCase().split('/');
    if (aType === type && (aSub === sub || (aSub === '*' && !scriptable))) return;
  }
  throw errors.invalidMimeType(essence);
}
