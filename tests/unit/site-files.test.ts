// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '@/app/layouts/nav-links';
import { DEFAULT_SITE_URL, SITEMAP_PATHS, robotsTxt, siteOriginFrom, sitemapXml } from '../../scripts/site-files';

// robots.txt and sitemap.xml as the build writes them (docs/decisions.md#search-engines-and-link-previews).

const ORIGIN = 'https://confetti.example.com';

/** Parses as XML (jsdom's DOMParser, the file's environment); a malformed document throws. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

describe('sitemap.xml', () => {
  it('lists /, /public-parties, /public-templates, /auth and the sixteen static pages, once each', () => {
    const statics = FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.to));
    expect(statics).toHaveLength(16);
    expect([...SITEMAP_PATHS].sort()).toEqual(['/', '/public-parties', '/public-templates', '/auth', ...statics].sort());
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
  });

  it('is well-formed XML in the sitemap namespace with an absolute URL per route', () => {
    const doc = parseXml(sitemapXml(ORIGIN));
    const root = doc.documentElement;
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = Array.from(doc.getElementsByTagName('loc'), (l) => l.textContent);
    expect(locs).toEqual(SITEMAP_PATHS.map((p) => `${ORIGIN}${p}`));
    for (const loc of locs) expect(new URL(loc!).origin).toBe(ORIGIN);
  });

  it('escapes what XML needs escaped', () => {
    expect(() => parseXml('<urlset><url></urlset>')).toThrow(/not well-formed/);
    expect(() => parseXml(`<urlset><url><loc>${ORIGIN}/a?b=1&c=2</loc></url></urlset>`)).toThrow(/not well-formed/);
    const doc = parseXml(sitemapXml(ORIGIN, ['/a?b=1&c=2']));
    expect(doc.getElementsByTagName('loc')[0]!.textContent).toBe(`${ORIGIN}/a?b=1&c=2`);
  });

  it('lists only routes the app has (each a path of src/app/router.tsx)', async () => {
    const { readFile } = await import('node:fs/promises');
    const router = await readFile('src/app/router.tsx', 'utf8');
    for (const path of SITEMAP_PATHS) expect(router).toContain(`path="${path}"`);
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap by its absolute URL', () => {
    const lines = robotsTxt(ORIGIN).trim().split('\n');
    expect(lines).toEqual(['User-agent: *', 'Allow: /', '', `Sitemap: ${ORIGIN}/sitemap.xml`]);
  });
});

describe('the site origin', () => {
  it('is VITE_SITE_URL without a trailing slash, else the dev server', () => {
    expect(siteOriginFrom(`${ORIGIN}/`)).toBe(ORIGIN);
    expect(siteOriginFrom(' http://127.0.0.1:4302 ')).toBe('http://127.0.0.1:4302');
    expect(siteOriginFrom(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteOriginFrom('')).toBe('http://localhost:5173');
  });

  it.each(['confetti.example.com', 'ftp://confetti.example.com', `${ORIGIN}/app`, `${ORIGIN}/?x=1`, 'https://user:pw@confetti.example.com'])(
    'refuses %s (not an http(s) origin)',
    (value) => {
      expect(() => siteOriginFrom(value)).toThrow(/VITE_SITE_URL/);
    },
  );
});
