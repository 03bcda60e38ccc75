// The HTML a share URL answers a link-preview crawler with (docs/product.md#share-links): Open
// Graph and Twitter tags, and a plain link on to the app for a browser that was not redirected.
// Pure string building (no Deno APIs), so the unit tests render it under Node. Every value is
// escaped: party names and inviters' names are user text.
import { escapeHtml } from './email-layout.ts';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The site's picture for pages without one of their own (public/og-default.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE_PATH = '/og-default.png';

export const GENERIC_PREVIEW = {
  title: 'Confetti — AI-Powered Party Planning',
  description: 'Confetti — AI-assisted party planning: themes, games, food, vendors and a timeline in minutes.',
} as const;

export interface SharePage {
  title: string;
  description: string;
  /** The share URL itself (og:url). */
  url: string;
  /** An absolute 1200×630 picture. */
  image: string;
  imageAlt: string;
  /** Where a person goes: the app's page. */
  appUrl: string;
  /** The words of the link on to the app. */
  action: string;
  /** Invitation pages are not for search engines. */
  noindex: boolean;
  canonical?: string;
}

export function renderSharePage(p: SharePage): string {
  const e = escapeHtml;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${e(content)}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(p.title)}</title>
<meta name="referrer" content="no-referrer">
${p.noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}${meta('name', 'description', p.description)}
${p.canonical ? `<link rel="canonical" href="${e(p.canonical)}">\n` : ''}${meta('property', 'og:site_name', 'Confetti')}
${meta('property', 'og:type', 'website')}
${meta('property', 'og:title', p.title)}
${meta('property', 'og:description', p.description)}
${meta('property', 'og:url', p.url)}
${meta('property', 'og:image', p.image)}
${meta('property', 'og:image:width', String(SHARE_IMAGE.width))}
${meta('property', 'og:image:height', String(SHARE_IMAGE.height))}
${meta('property', 'og:image:alt', p.imageAlt)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', p.title)}
${meta('name', 'twitter:description', p.description)}
${meta('name', 'twitter:image', p.image)}
</head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111827">
<h1 style="font-size:1.5rem">${e(p.title)}</h1>
<p>${e(p.description)}</p>
<p><a href="${e(p.appUrl)}" style="color:#6d28d9;font-weight:600">${e(p.action)}</a></p>
</body>
</html>
`;
}

/** 'Birthday Party' stays as written; a missing type reads 'party'. */
const kindOf = (partyType: string | null | undefined) => partyType?.trim() || 'party';

/** An invitation's preview text: who invites and to what kind of party, never where or when. */
export function invitationDescription(inviterName: string | null | undefined, partyType: string | null | undefined, responseType: string): string {
  const who = inviterName?.trim();
  const kind = kindOf(partyType);
  if (responseType === 'collaboration') {
    return who ? `${who} invites you to help plan their ${kind} on Confetti.` : `You are invited to help plan a ${kind} on Confetti.`;
  }
  return who
    ? `${who} invites you to their ${kind}. Answer in a few seconds on Confetti.`
    : `You are invited to a ${kind}. Answer in a few seconds on Confetti.`;
}

/** A public party's preview text: the public page's own description (src/features/parties/routes/party-detail.tsx). */
export function publicPartyDescription(partyType: string | null | undefined): string {
  return `A ${kindOf(partyType)} plan shared on Confetti: themes, games, food and a timeline. Use it as the starting point for your own party.`;
}

/** A plan's display name as the app shows it: its own name, else '{party_type} Party'. */
export function shareTitle(partyName: string | null | undefined, partyType: string | null | undefined): string {
  return partyName?.trim() || `${partyType?.trim() || 'Untitled'} Party`;
}

/**
 * Link-preview crawlers announce themselves; a browser opening the link sends
 * `Sec-Fetch-Mode: navigate`. Only a navigating browser that is not a known crawler is redirected:
 * anything else gets the HTML (which links on), so a preview never shows the app shell's tags.
 */
const CRAWLER =
  /bot|crawl|spider|preview|facebookexternalhit|facebot|slack|whatsapp|telegram|discord|embedly|skype|linkedin|pinterest|vkshare|snap|signal|viber|line\/|mastodon|iframely|outbrain|quora|tumblr|google|bing|yandex/i;

export function isBrowserNavigation(headers: Headers): boolean {
  if (headers.get('sec-fetch-mode') !== 'navigate') return false;
  return !CRAWLER.test(headers.get('user-agent') ?? '');
}
