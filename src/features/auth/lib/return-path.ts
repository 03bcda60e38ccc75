/**
 * Where sign-in returns to (docs/decisions.md#sign-in-returns-you-where-you-were): a path on this
 * site, carried as `/auth?next=…`, then through the e-mail confirmation link and the Google return.
 * Only a same-origin relative path is kept: anything a browser could read as another site
 * ('//evil.example', '/\evil.example', 'https://…', 'javascript:…') or that holds control
 * characters is refused, so the parameter cannot make the sign-in page an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // One leading slash, then not a second slash or a backslash (browsers read '/\' as '//').
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // No backslashes or control characters anywhere: URL parsers disagree about them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://confetti.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // The sign-in page itself is no place to return to.
  if (url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, returning to `next` afterwards (just /auth when there is nowhere to return to). */
export function signInPath(next?: string | null): string {
  const safe = safeReturnPath(next);
  return safe && safe !== '/' ? `/auth?next=${encodeURIComponent(safe)}` : '/auth';
}

/** The page the user is on, to come back to. */
export function currentPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
