import { createContext, useContext, useEffect } from 'react';

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
/** index.html's description: what a link to any page without its own says. */
export const SITE_DESCRIPTION = 'Confetti — AI-assisted party planning: themes, games, food, vendors and a timeline in minutes.';
/** What index.html's tags say; a page's own meta gives way to these when it unmounts. */
export const SITE_DEFAULT_META: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION, path: '/' };

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

/**
 * Where a page's meta goes while the build prerenders it (src/entry-server.tsx): effects do not
 * run there, so the page hands its meta over during render and the prerenderer writes the tags.
 */
const Collector = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaCollector = Collector.Provider;

/** The title a page's document gets: the page's own plus the site's name, or the site's title alone. */
export function documentTitle(title: string): string {
  return title === SITE_TITLE ? title : `${title} | ${SITE_NAME}`;
}

/** The tags a page's meta becomes, in index.html's order: [attribute, key, content]. */
export function metaTags(meta: PageMeta, origin: string): Array<[kind: Tag[0], key: string, content: string]> {
  const resolved = resolve(meta, origin);
  return TAGS.map(([kind, key, value]) => [kind, key, value(resolved)]);
}

function resolve({ title, description, path, image }: PageMeta, origin: string): Resolved {
  return { title, description, url: `${origin}${path}`, image: image || `${origin}${DEFAULT_SOCIAL_IMAGE}` };
}

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
 * public page, and puts the site-wide defaults back when the page unmounts (private pages set none,
 * so they never keep the previous page's, even when the first page was prerendered with its own).
 * `null` sets nothing: a page whose data is still loading or is not public. While prerendering, the
 * meta goes to the collector instead.
 */
export function usePageMeta(meta: PageMeta | null) {
  const { title = '', description = '', path = '', image = null } = meta ?? {};
  const active = meta !== null;
  const collect = useContext(Collector);
  if (collect && meta) collect(meta);
  useEffect(() => {
    if (!active) return;
    const origin = siteOrigin();
    document.title = documentTitle(title);
    for (const [kind, key, content] of metaTags({ title, description, path, image }, origin)) setMeta(kind, key, content);
    setCanonical(`${origin}${path}`);
    return () => {
      document.title = SITE_TITLE;
      for (const [kind, key, content] of metaTags(SITE_DEFAULT_META, origin)) {
        setMeta(kind, key, key === 'og:url' ? null : content);
      }
      setCanonical(null);
    };
  }, [active, title, description, path, image]);
}
