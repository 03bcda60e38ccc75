// A strict Content-Security-Policy for the built app (docs/deploying.md#content-security-policy).
// The app's own scripts are files on its origin; the few inline scripts the prerendered pages and
// the app shell carry (scripts/prerender.ts) are allowed by their SHA-256 hashes, computed from the
// built HTML at the end of `vite build` and written, with the rest of the headers a static host
// sends, to dist/_headers (Netlify and Cloudflare Pages read it as it is). `vite preview`, and so
// the e2e suite, answers with the same policy.
import { createHash } from 'node:crypto';

/** The file in the build's folder with the headers a static host sends. */
export const HEADERS_FILE = '_headers';

/** The hash source (`'sha256-…'`) of each inline script in `html` that runs (data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs!)) continue;
    const type = /\btype="([^"]*)"/.exec(attrs!)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy: scripts only from the app's origin and the hashed inline ones; no plugins, no
 * <base>, no framing; connections, images and media only where the app takes them from (its
 * origin and the Supabase API; images from any https origin, as product pictures come from shops).
 * Inline styles stay allowed: the prerendered pages carry their stylesheet inline and the
 * components set style attributes; a style cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes, apiOrigin }: { scriptHashes: readonly string[]; apiOrigin: string }): string {
  const api = new URL(apiOrigin).origin;
  const socket = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api} ${socket}`,
    `media-src 'self' blob: ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The contact form's fallback without JavaScript is the visitor's mail program (src/features/marketing/components/contact-form.tsx).
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The invitation page's address holds a credential (docs/security.md #30): it is never indexed and
 * never sent on as a Referer. Listed after `/*`: a host that merges both rules' Referrer-Policy
 * into one list makes the last value the policy, and that is this one.
 */
export const SECRET_PAGE_PATH = '/invitation/';
export const SECRET_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' };

/** dist/_headers (Netlify, Cloudflare Pages): the headers of docs/deploying.md#headers-for-the-static-host. */
export function headersFile(csp: string): string {
  return [
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Content-Security-Policy: ${csp}`,
    `${SECRET_PAGE_PATH}*`,
    ...Object.entries(SECRET_PAGE_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
    '',
  ].join('\n');
}

/** The policy written into a _headers file, if any. */
export function policyFromHeaders(headers: string): string | null {
  return /^\s*Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1]?.trim() ?? null;
}
