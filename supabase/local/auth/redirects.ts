import type { StackConfig } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a sign-in may return to. GoTrue's IsRedirectURLValid accepts a URL whose host equals the
 * SITE_URL's host (any path) or one in GOTRUE_URI_ALLOW_LIST; anything else silently falls back to
 * SITE_URL. Locally the allow list is "any loopback host, any port" (what the Supabase CLI's
 * additional_redirect_urls are used for) — and only http(s), so no javascript: or data: targets.
 * Returns the URL without a fragment, ready for `#access_token=...` or `?code=...`.
 */
export function resolveRedirect(config: StackConfig, requested: string | null | undefined): string {
  const fallback = stripHash(config.siteUrl);
  if (!requested) return fallback;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  if (target.username || target.password) return fallback;
  let siteHost = '';
  try {
    siteHost = new URL(config.siteUrl).hostname;
  } catch {
    // a broken SITE_URL allows only loopback targets
  }
  if (target.hostname === siteHost || LOOPBACK_HOSTS.has(target.hostname)) return stripHash(target.href);
  return fallback;
}

function stripHash(u: string): string {
  const i = u.indexOf('#');
  return i === -1 ? u : u.slice(0, i);
}
