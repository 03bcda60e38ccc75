// share (docs/product.md#share-links, docs/deploying.md#share-links): answers the share URLs the
// app copies and e-mails, which the static host routes here.
//   GET /i/{token}            an invitation's link
//   GET /p/{party id}         a public party's link
//   GET …/image.png           the link's 1200×630 preview picture (PNG)
// A browser opening the link (Sec-Fetch-Mode: navigate, not a known crawler) is redirected to the
// app's page: /invitation/{token}, /public-party/{id} (or /party/{id} for a party that is not
// public, which only its members can open). Anything else, such as a link-preview crawler without
// JavaScript, gets a small HTML page with Open Graph and Twitter tags and a link on to the app.
//
// What a preview shows (docs/security.md#link-previews): the party's name and type, its photo, and
// for an invitation who invites. Never the place, date, time or guests: an invitation is read
// through get_invitation_preview (names redacted like a public page), a public party through
// public_party_plans, the projection its public page reads. A party that is not public, an
// unknown, expired or re-issued token, or any failure gives the site's generic card, the same for
// all. The token is never logged; invitation answers send no referrer, are not indexed and are
// cached privately for a minute.
//
// No JWT: crawlers send none (config.toml: verify_jwt = false). The function reads with the
// service role, only the rows above.
import {
  DEFAULT_SHARE_IMAGE_PATH,
  GENERIC_PREVIEW,
  invitationDescription,
  isBrowserNavigation,
  publicPartyDescription,
  renderSharePage,
  shareTitle,
  type SharePage,
} from '../_shared/share-page.ts';
import { invitationPagePath, invitationShareUrl, parseSharePath, partyShareUrl, publicPartyPagePath, type ShareTarget } from '../_shared/share-links.ts';
import { generatedCardSvg, imageMime, photoCardSvg } from '../_shared/artwork/share-card.ts';
import { svgToPng } from '../_shared/artwork/svg-to-png.ts';
import { siteOriginFrom } from '../_shared/site-origin.ts';
import { serviceClient } from '../_shared/supabase.ts';

const PHOTO_BUCKET = 'party-photos';
/** A stored photo bigger than this is not worth decoding for a preview: the generated card instead. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Preview {
  partyId: string;
  title: string;
  partyType: string | null;
  photoUrl: string | null;
  description: string;
  isPublic: boolean;
}

const SECURITY_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // The page runs no script at all; images may come from anywhere a crawler would fetch them.
  'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

function cacheHeaders(target: ShareTarget, found: boolean): Record<string, string> {
  if (target.kind === 'invitation') return { 'Cache-Control': 'private, max-age=60', 'X-Robots-Tag': 'noindex, nofollow' };
  // A party made private (or public) shows so within minutes in caches that honour this.
  return { 'Cache-Control': found ? 'public, max-age=300' : 'public, max-age=60' };
}

/** Lookups by token are counted per client (docs/security.md#link-previews); over the budget, this. */
class TooManyLookups extends Error {}

/** The address the gateway saw: the right-most X-Forwarded-For hop (anything left of it the caller wrote). */
function clientAddress(req: Request): string | null {
  return req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
}

async function invitationPreview(token: string, client: string | null): Promise<Preview | null> {
  const { data, error } = await serviceClient().rpc('get_invitation_preview', { p_token: token, p_client: client ?? '' });
  if (error?.code === 'PT429') throw new TooManyLookups();
  if (error) throw new Error(`get_invitation_preview failed (${error.code ?? 'no code'})`);
  if (!data) return null;
  const row = data as {
    party_id: string;
    party_name: string | null;
    party_type: string | null;
    photo_url: string | null;
    inviter_name: string | null;
    response_type: string;
  };
  return {
    partyId: row.party_id,
    title: shareTitle(row.party_name, row.party_type),
    partyType: row.party_type,
    photoUrl: row.photo_url,
    description: invitationDescription(row.inviter_name, row.party_type, row.response_type),
    isPublic: false,
  };
}

async function partyPreview(id: string): Promise<Preview | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await serviceClient().from('public_party_plans').select('id, party_name, party_type, photo_url').eq('id', id).maybeSingle();
  if (error) throw new Error(`public_party_plans failed (${error.code ?? 'no code'})`);
  if (!data) return null;
  return {
    partyId: data.id,
    title: shareTitle(data.party_name, data.party_type),
    partyType: data.party_type,
    photoUrl: data.photo_url,
    description: publicPartyDescription(data.party_type),
    isPublic: true,
  };
}

/** The party's own stored photo (party-photos/{party id}/…), else null: other addresses are not fetched. */
async function storedPhoto(preview: Preview): Promise<{ bytes: Uint8Array; mime: string } | null> {
  if (!preview.photoUrl) return null;
  let path: string;
  try {
    const m = /\/storage\/v1\/object\/public\/party-photos\/(.+)$/.exec(new URL(preview.photoUrl).pathname);
    if (!m) return null;
    path = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  if (!path.startsWith(`${preview.partyId}/`) || path.includes('..')) return null;
  const { data, error } = await serviceClient().storage.from(PHOTO_BUCKET).download(path);
  if (error || !data || data.size > MAX_PHOTO_BYTES) return null;
  const bytes = new Uint8Array(await data.arrayBuffer());
  const mime = imageMime(bytes);
  return mime ? { bytes, mime } : null;
}

/** The PNG bytes, copied into their own buffer (a Response body takes no shared buffer view). */
async function previewPng(preview: Preview): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await drawPreview(preview));
}

async function drawPreview(preview: Preview): Promise<Uint8Array> {
  const photo = await storedPhoto(preview).catch(() => null);
  if (photo) {
    try {
      return await svgToPng(photoCardSvg(photo.bytes, photo.mime));
    } catch {
      // A format this renderer cannot decode: the generated card below.
    }
  }
  return svgToPng(generatedCardSvg(preview.partyId, preview.title, preview.partyType));
}

function shareUrl(origin: string, target: ShareTarget): string {
  return target.kind === 'invitation' ? invitationShareUrl(origin, target.key) : partyShareUrl(origin, target.key);
}

function appPath(target: ShareTarget, preview: Preview | null): string {
  if (target.kind === 'invitation') return invitationPagePath(target.key);
  return preview?.isPublic ? publicPartyPagePath(target.key) : `/party/${encodeURIComponent(target.key)}`;
}

function page(origin: string, target: ShareTarget, preview: Preview | null): SharePage {
  const url = shareUrl(origin, target);
  const appUrl = `${origin}${appPath(target, preview)}`;
  const action = target.kind === 'invitation' ? 'Open the invitation' : 'Open the party on Confetti';
  if (!preview) {
    return { ...GENERIC_PREVIEW, url, image: `${origin}${DEFAULT_SHARE_IMAGE_PATH}`, imageAlt: 'Confetti', appUrl, action, noindex: true };
  }
  return {
    title: preview.title,
    description: preview.description,
    url,
    image: `${url}/image.png`,
    imageAlt: preview.title,
    appUrl,
    action,
    noindex: target.kind === 'invitation',
    canonical: preview.isPublic ? appUrl : undefined,
  };
}

function answer(body: BodyInit | null, status: number, headers: Record<string, string>, method: string): Response {
  return new Response(method === 'HEAD' ? null : body, { status, headers: { ...SECURITY_HEADERS, ...headers } });
}

async function serve(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Use GET.', { status: 405, headers: { ...SECURITY_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const origin = siteOriginFrom(Deno.env.get('SITE_URL'));
  if (!origin) {
    console.error('[not configured] The app address is not configured: set SITE_URL (an http(s) address) for the functions.');
    return answer("This isn't available yet.", 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, req.method);
  }
  const target = parseSharePath(new URL(req.url).pathname);
  if (!target) {
    return answer('Not found.', 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, req.method);
  }

  // The answer depends on who asks: caches must keep the crawler's and the browser's apart.
  const vary = { Vary: 'Sec-Fetch-Mode, User-Agent' };
  // A person with an invitation link goes straight to its page, which does its own (counted) lookup.
  if (target.kind === 'invitation' && !target.image && isBrowserNavigation(req.headers)) {
    return answer(null, 302, { ...cacheHeaders(target, false), ...vary, Location: `${origin}${appPath(target, null)}` }, req.method);
  }

  let preview: Preview | null = null;
  try {
    preview = target.kind === 'invitation' ? await invitationPreview(target.key, clientAddress(req)) : await partyPreview(target.key);
  } catch (e) {
    if (e instanceof TooManyLookups) {
      return answer(
        'Too many requests. Please wait a minute and try again.',
        429,
        {
          ...cacheHeaders(target, false),
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': '60',
        },
        req.method,
      );
    }
    // The message names the failing read, never the token or id.
    console.error('[share] could not read the preview:', e instanceof Error ? e.message : 'unknown error');
  }
  const headers = cacheHeaders(target, preview !== null);

  if (target.image) {
    if (!preview) return answer(null, 302, { ...headers, Location: `${origin}${DEFAULT_SHARE_IMAGE_PATH}` }, req.method);
    try {
      return answer(await previewPng(preview), 200, { ...headers, 'Content-Type': 'image/png' }, req.method);
    } catch (e) {
      console.error('[share] could not draw the preview picture:', e instanceof Error ? e.message : 'unknown error');
      return answer(null, 302, { ...headers, Location: `${origin}${DEFAULT_SHARE_IMAGE_PATH}` }, req.method);
    }
  }

  if (isBrowserNavigation(req.headers)) {
    return answer(null, 302, { ...headers, ...vary, Location: `${origin}${appPath(target, preview)}` }, req.method);
  }
  return answer(renderSharePage(page(origin, target, preview)), 200, { ...headers, ...vary, 'Content-Type': 'text/html; charset=utf-8' }, req.method);
}

Deno.serve(async (req) => {
  try {
    return await serve(req);
  } catch (e) {
    console.error('[share] failed:', e instanceof Error ? e.message : 'unknown error');
    return new Response('Something went wrong on our side. Please try again.', {
      status: 500,
      headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
});
