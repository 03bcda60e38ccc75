import { isIP } from 'node:net';
import type { StackConfig } from '../config.ts';
import { compileRedirectGlob, GlobSyntaxError } from './redirect-glob.ts';

const DECIMAL_HOST = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

const compiled = new Map<string, RegExp | null>();

function allowListPattern(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, compileRedirectGlob(pattern));
    } catch (e) {
      if (!(e instanceof GlobSyntaxError)) throw e;
      console.error(`[auth] additional_redirect_urls: ignoring ${JSON.stringify(pattern)}: ${e.message}`);
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

/** URL.hostname keeps IPv6 brackets; Go's Hostname() drops them. */
const hostnameOf = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1');

function isLoopbackIp(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./i.test(ip);
}

/**
 * GoTrue's IsRedirectURLValid: the SITE_URL's origin (scheme, host and port), or a match of one of
 * the allow-list globs against the URL without its fragment; never another IP address than a
 * loopback one. GoTrue also lets every loopback address, and any port on the site's loopback host,
 * through (for native apps); here the API itself and every dev server share the loopback interface,
 * so a sign-in could be sent to a page another origin can read. Only what config.toml names counts.
 */
export function isRedirectUrlValid(config: StackConfig, redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(config.siteUrl);
    target = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username || target.password) return false;
  if (target.protocol === base.protocol && target.host === base.host) return true;
  const host = hostnameOf(target);
  if (DECIMAL_HOST.test(host)) return false;
  if (isIP(host)) {
    if (!isLoopbackIp(host)) return false;
  } else if (!REGULAR_HOSTNAME.test(host)) {
    return false;
  }
  const withoutFragment = redirectUrl.split('#')[0];
  return config.additionalRedirectUrls.some((p) => allowListPattern(p)?.test(withoutFragment) ?? false);
}

/**
 * Where a sign-in returns to: `requested` when GoTrue's rules allow it, else SITE_URL (GoTrue falls
 * back silently). Only http(s) and no credentials in the URL, so no javascript: or data: targets.
 * Returns the URL without a fragment, ready for `#access_token=...` or `?code=...`.
 */
export function resolveRedirect(config: StackConfig, requested: string | null | undefined): string {
  if (requested && isRedirectUrlValid(config, requested)) return stripHash(new URL(requested).href);
  return stripHash(config.siteUrl);
}

function stripHash(u: string): string {
  const i = u.indexOf('#');
  return i === -1 ? u : u.slice(0, i);
}
