// Where the link in the e-mail points. Pure: the caller passes SITE_URL and the request's Origin.
//
// The Origin header is the caller's to choose (a script can send any value), and an e-mail from
// Confetti with a link to someone else's site would be a phishing kit. So the caller's origin is
// used only when it is the configured SITE_URL's origin or a loopback address (local development,
// where the app runs on any port); otherwise the link goes to SITE_URL. With neither, the function
// refuses rather than guess.

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function originOf(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function invitationLinkOrigin(siteUrl: string | null | undefined, requestOrigin: string | null | undefined): string | null {
  const site = originOf(siteUrl);
  const caller = originOf(requestOrigin);
  if (caller && (caller.origin === site?.origin || LOOPBACK.test(caller.hostname))) return caller.origin;
  return site?.origin ?? null;
}

export function acceptUrl(origin: string, token: string): string {
  return `${origin}/invitation/${encodeURIComponent(token)}`;
}
