import { useEffect } from 'react';

/** What a public page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The page's own title; document.title adds ' | Confetti' unless it is the site's title. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL and og:url. */
  path: string;
  /** An absolute image URL; the default social image otherwise. */
  image?: string | null;
}

export const SITE_NAME = 'Confetti';
export const SITE_TITLE = 'Confetti — AI-Powered Party Planning';
export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';

/**
 * The site's public origin. VITE_SITE_URL when the build sets it (the origin robots.txt and
 * sitemap.xml name); else the page's own origin, so a preview or local build never points its
 * canonical link at another host.
 */
export function siteOrigin(): string {
  return (import.meta.env.VITE_SITE_URL || window.location.origin).replace(/\/+$/, '');
}

type Resolved = { title: string; description: string; url: string; image: string };
type Tag = readonly [kind: 'name' | 'property', key: string, value: (m: Resolved) => string];

const TAGS: readonly Tag[] = [
  ['name', 'description', (m) => m.description],
  ['property', 'og:site_name', () => SITE_NAME],
  ['property', 'og:type', () => 'website'],
  ['property', 'og:title', (m) => m.title],
  ['property', 'og:description', (m) => m.description],
  ['property', 'og:url', (m) => m.url],
  ['property', 'og:image', (m) => m.image],
  ['name', 'twitter:card', () => 'summary_large_image'],
  ['name', 'twitter:title', (m) => m.title],
  ['name', 'twitter:description', (m) => m.description],
  ['name', 'twitter:image', (m) => m.image],
];

/** index.html's own tags and title, put back when a page with meta of its own goes away. */
let initial: { title: string; tags: Map<string, string | null> } | undefined;

function metaElement(kind: Tag[0], key: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${kind}="${key}"]`);
}

function canonicalElement(): HTMLLinkElement | null {
  return document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
}

function setMeta(kind: Tag[0], key: string, content: string | null) {
  let el = metaElement(kind, key);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(kind, key);
    document.head.append(el);
  }
  el.content = content;
}

function setCanonical(href: string | null) {
  let el = canonicalElement();
  if (href === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  el.href = href;
}

/**
 * Sets document.title, the description, Open Graph and Twitter tags and the canonical link for a
 * public page, and restores index.html's defaults when the page unmounts (private pages set none,
 * so they never keep the previous page's). `null` sets nothing: a page whose data is still loading
 * or is not public.
 */
export function usePageMeta(meta: PageMeta | null) {
  const { title = '', description = '', path = '', image = null } = meta ?? {};
  const active = meta !== null;
  useEffect(() => {
    if (!active) return;
    initial ??= {
      title: document.title,
      tags: new Map(TAGS.map(([kind, key]) => [`${kind}:${key}`, metaElement(kind, key)?.content ?? null])),
    };
    const origin = siteOrigin();
    const url = `${origin}${path}`;
    const resolved: Resolved = { title, description, url, image: image || `${origin}${DEFAULT_SOCIAL_IMAGE}` };
    document.title = title === SITE_TITLE ? title : `${title} | ${SITE_NAME}`;
    for (const [kind, key, value] of TAGS) setMeta(kind, key, value(resolved));
    setCanonical(url);
    return () => {
      const saved = initial!;
      document.title = saved.title;
      for (const [kind, key] of TAGS) setMeta(kind, key, saved.tags.get(`${kind}:${key}`) ?? null);
      setCanonical(null);
    };
  }, [active, title, description, path, image]);
}
