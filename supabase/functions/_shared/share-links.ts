// The share URLs (docs/product.md#share-links): the addresses Confetti copies and e-mails for an
// invitation and a public party. On the site's own origin they are answered by the `share`
// function (the static host and the local servers route them there, docs/deploying.md#share-links):
// a link-preview crawler gets the party's card, a person is sent on to the app's page.
// Runtime-free, so the app, the functions and the tests build the same addresses.

/** The share paths' first segments: neither is a route of the app (src/app/router.tsx). */
export const SHARE_PREFIX = { invitation: '/i/', party: '/p/' } as const;

/** The one-visit link of an invitation: `{origin}/i/{token}`. */
export function invitationShareUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${SHARE_PREFIX.invitation}${encodeURIComponent(token)}`;
}

/** A public party's link: `{origin}/p/{party id}`. */
export function partyShareUrl(origin: string, partyId: string): string {
  return `${origin.replace(/\/+$/, '')}${SHARE_PREFIX.party}${encodeURIComponent(partyId)}`;
}

/** The app's pages the share URLs send people on to. */
export function invitationPagePath(token: string): string {
  return `/invitation/${encodeURIComponent(token)}`;
}

export function publicPartyPagePath(partyId: string): string {
  return `/public-party/${encodeURIComponent(partyId)}`;
}

export type ShareTarget = { kind: 'invitation' | 'party'; key: string; image: boolean };

/**
 * What a share request asks for, from its path: `…/i/{token}`, `…/p/{id}`, or either followed by
 * `/image.png` (its preview picture). The function sees the path with or without its own name in
 * front (`/share/i/…` hosted, the rewrite's path as given), so only the tail is read. Null for
 * anything else.
 */
export function parseSharePath(pathname: string): ShareTarget | null {
  const m = /(?:^|\/)(i|p)\/([^/]+)(\/image\.png)?\/?$/.exec(pathname);
  if (!m) return null;
  let key: string;
  try {
    key = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  if (!key) return null;
  return { kind: m[1] === 'i' ? 'invitation' : 'party', key, image: Boolean(m[3]) };
}

/** A share path on the site's origin, as the static host's rewrite matches it: `/i/{token}`, `/p/{id}`, each with `/image.png` or not. */
export const SHARE_PATH = /^\/[ip]\/[^/]+(?:\/image\.png)?\/?$/;
