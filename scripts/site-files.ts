// robots.txt and sitemap.xml, written into the build from VITE_SITE_URL (see
// docs/decisions.md#search-engines-and-link-previews): both need absolute URLs, and the site's
// domain is a deploy's choice, not the repository's.
import type { Plugin } from 'vite';
import { FOOTER_COLUMNS } from '../src/app/layouts/nav-links.ts';

/** The origin built files name when VITE_SITE_URL is not set: `npm run dev`'s. */
export const DEFAULT_SITE_URL = 'http://localhost:5173';

/** The public routes search engines should find: the pages a visitor reaches without signing in, with fixed addresses. */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/public-parties',
  '/public-templates',
  '/auth',
  ...FOOTER_COLUMNS.flatMap((col) => col.links.map((l) => l.to)),
];

/** The site's origin from VITE_SITE_URL; an address with a path, query or another scheme is refused. */
export function siteOriginFrom(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL is not a URL: ${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`VITE_SITE_URL must be an http(s) origin such as https://example.com, not ${raw}`);
  }
  return url.origin;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(new URL(p, origin).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Emits robots.txt and sitemap.xml into the build, serves them in `vite dev`, and fills
 * `%SITE_ORIGIN%` in index.html (the default social image's absolute URL).
 */
export function siteFiles(): Plugin {
  let origin = DEFAULT_SITE_URL;
  const files = () => ({
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(origin) },
  });
  return {
    name: 'confetti:site-files',
    configResolved(config) {
      origin = siteOriginFrom(config.env.VITE_SITE_URL ?? process.env.VITE_SITE_URL);
    },
    transformIndexHtml(html) {
      return html.replaceAll('%SITE_ORIGIN%', origin);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files()[(req.url ?? '').split('?')[0] as keyof ReturnType<typeof files>];
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName: name.slice(1), source: file.body });
      }
    },
  };
}
