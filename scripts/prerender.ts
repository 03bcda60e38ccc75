// Prerendering (docs/decisions.md#prerendered-public-pages): after `vite build` writes the client,
// each public route is rendered to HTML through src/entry-server.tsx, so a phone paints the page's
// header, hero and headings before any JavaScript has arrived; the browser then hydrates it. The
// app stays a set of static files: one HTML file per public route, plus app-shell.html (the page
// with nothing rendered) for every other path.
import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Connect, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { FOOTER_COLUMNS } from '../src/app/layouts/nav-links.ts';
import { siteOriginFrom } from './site-files.ts';
import { BANNER_SLOT, CARD_IMAGE_SLOT } from '../src/lib/image-slots.ts';
import { EARLY_PHOTO_ID, FIRST_PHOTO_GLOBAL, ID_FROM_PATH, PUBLIC_READS, publicPartyRead } from '../src/lib/prefetch.ts';
import type { ImageSlot } from '../src/lib/storage-image.ts';
import { WAKES_ON_INTENT } from '../src/app/wake.ts';
import { contentSecurityPolicy, HEADERS_FILE, headersFile, inlineScriptHashes, policyFromHeaders, SECRET_PAGE_HEADERS, SECRET_PAGE_PATH } from './csp.ts';

export type PrerenderedRoute = {
  /** The route's path pattern, as src/app/router.tsx has it. */
  pattern: string;
  /** The URL rendered for it (a pattern with a parameter renders as its loading state). */
  url: string;
  /** The HTML file it is written to, relative to the build's folder. */
  file: string;
  /** The route's lazily loaded modules, preloaded by its page: its own, then any it loads at once. */
  sources: string[];
  /** Public reads the page starts before its scripts have loaded (src/lib/prefetch.ts). */
  prefetch?: string[];
  /** The slot of the first row's photo, preloaded as soon as the read answers (the page's largest picture). */
  firstPhoto?: ImageSlot;
  /**
   * A signed-in page's loading state rather than a public page: it starts the member's early reads
   * with the stored session (`memberPartyScript`) and is not in the sitemap.
   */
  member?: true;
};

/** The module that puts the app on the page (the entry only decides when: src/app/boot.ts). */
export const APP_START = 'src/app/start.tsx';

const route = (pattern: string, sources: string[], extra: Partial<PrerenderedRoute> = {}): PrerenderedRoute => ({
  pattern,
  url: pattern,
  file: pattern === '/' ? 'index.html' : `${pattern.slice(1).replace(/\/:.*$/, '')}.html`,
  sources,
  ...extra,
});

/** The public routes a visitor can land on without signing in. */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  // The landing page starts its trending read with the app (src/app/boot.ts): a visitor who never
  // acts does not download it.
  route('/', ['src/features/marketing/routes/landing.tsx']),
  route('/public-parties', ['src/features/parties/routes/public-parties.tsx'], { prefetch: [PUBLIC_READS.publicParties], firstPhoto: CARD_IMAGE_SLOT }),
  route('/public-templates', ['src/features/templates/routes/public-templates.tsx'], { prefetch: [PUBLIC_READS.templates] }),
  // One page for every public party: the header and the page's loading state, filled in on the client.
  route('/public-party/:id', ['src/app/routes/public-party-page.tsx'], {
    url: '/public-party/prerendered',
    prefetch: [publicPartyRead(ID_FROM_PATH)],
    firstPhoto: BANNER_SLOT,
  }),
  // A member's party page: the header and the page's loading state, with a place for the photo the
  // early reads fetch, so it is on screen before the scripts have run (docs/benchmarks.md#lighthouse).
  route('/party/:id', ['src/app/routes/party-page.tsx'], { url: '/party/prerendered', member: true }),
  route('/auth', ['src/features/auth/routes/auth.tsx']),
  route('/watch-demo', ['src/features/marketing/routes/watch-demo.tsx']),
  ...FOOTER_COLUMNS.flatMap((col) => col.links.map((l) => route(l.to, [`src/features/marketing/routes${l.to}.tsx`]))),
];

/** The page every path without a prerendered file gets: index.html as built, nothing rendered. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * The app shell's most visited pages, by the start of their path: the shell preloads the page's
 * chunk (and the Supabase SDK it needs) with the entry, instead of after the entry has run.
 */
export const SHELL_ROUTES: ReadonlyArray<readonly [prefix: string, source: string]> = [
  ['/my-parties', 'src/features/parties/routes/my-parties.tsx'],
  ['/party-planning', 'src/features/wizard/routes/party-planning.tsx'],
  ['/profile', 'src/features/profile/routes/profile.tsx'],
  ['/invitation/', 'src/features/invitations/routes/invitation.tsx'],
];

/**
 * index.html with the app's modules preloaded beside the entry (which imports them only once it
 * has run), and a script that preloads the chunks of the page its address names.
 */
export function shellHtml(shell: string, app: readonly string[], routes: ReadonlyArray<readonly [prefix: string, files: string[]]>): string {
  const table = JSON.stringify(Object.fromEntries(routes.map(([prefix, files]) => [prefix, files.map((f) => `/${f}`)])));
  const links = app.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  const script =
    `<script>for(const[p,f]of Object.entries(${table}))if(location.pathname.startsWith(p))for(const h of f)` +
    `{const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}</script>`;
  return shell.replace(/\s*<script type="module"/, (m) => `\n    ${links ? `${links}\n    ` : ''}${script}${m}`);
}

/** Which HTML file answers a path: its prerendered page, the public party page, or the app shell. */
export function htmlFileFor(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const r of PRERENDERED_ROUTES) {
    if (r.pattern === clean) return r.file;
    const prefix = r.pattern.replace(/:[^/]+$/, '');
    if (prefix !== r.pattern && clean.startsWith(prefix) && clean.length > prefix.length && !clean.slice(prefix.length).includes('/')) return r.file;
  }
  return APP_SHELL_FILE;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

// The shapes of src/entry-server.tsx and src/lib/page-meta.ts, which Vite loads at build time
// (this file is type-checked with the Node scripts, not with the app).
type PageMeta = { title: string; description: string; path: string; image?: string | null };
type PageModule = { renderPage(url: string): Promise<{ html: string; meta: PageMeta | null }>; visitorScript(): string };
type EarlyPressModule = { keepEarlyPresses(win: Window & typeof globalThis): void };
type MetaModule = {
  metaTags(meta: PageMeta, origin: string): Array<[kind: string, key: string, content: string]>;
  documentTitle(title: string): string;
};

/** The modules a route's chunk needs before it runs: its file and its static imports, not already in the page. */
export function preloadsFor(manifest: Manifest, sources: readonly string[], alreadyLoaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`[prerender] ${source} is not a chunk of the build: update PRERENDERED_ROUTES`);
    visit(source);
  }
  return files;
}

/**
 * The built index.html with a rendered page in its root, the page's own title and meta, its
 * stylesheet inline, and its scripts (the route's chunk with them) started after its first paint.
 * The page's first script (`earlyScript`: src/app/early-press.ts and the visitor's mark) comes
 * first in its <head>, after the character set, so it listens before any of the page is drawn.
 */
export function pageHtml(
  shell: string,
  page: { html: string; meta: PageMeta | null; pattern: string; preloads: string[]; memberPreloads?: string[]; prefetch?: string; earlyScript: string },
  metaModule: MetaModule,
  origin: string,
  readAsset: (file: string) => string,
  apiOrigin: string,
): string {
  let out = shell;
  // Marked as a visitor's until the first script says someone may be signed in (src/lib/visitor.ts).
  out = out.replace(/<html([^>]*)>/, '<html$1 data-visitor>');
  // Right after the character set, which must stay within the document's first 1024 bytes.
  out = out.replace(/<meta charset="[^"]*" \/>/, (charset) => `${charset}\n    <script>${page.earlyScript}</script>`);
  // The API's connection opened with the page's own, and the page's public reads started at once.
  const early = [`<link rel="preconnect" href="${escapeHtml(apiOrigin)}" crossorigin />`];
  if (page.prefetch) early.push(`<script>${page.prefetch}</script>`);
  out = out.replace(/\s*<\/head>/, `\n    ${early.join('\n    ')}\n  </head>`);
  if (page.meta) {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(metaModule.documentTitle(page.meta.title))}</title>`);
    for (const [kind, key, content] of metaModule.metaTags(page.meta, origin)) {
      const tag = `<meta ${kind}="${key}" content="${escapeHtml(content)}" />`;
      const existing = new RegExp(`<meta ${kind}="${key.replace(/[.:]/g, '\\$&')}" content="[^"]*"\\s*/?>`);
      out = existing.test(out) ? out.replace(existing, tag) : out.replace(/\s*<\/head>/, `\n    ${tag}\n  </head>`);
    }
    out = out.replace(/\s*<\/head>/, `\n    <link rel="canonical" href="${escapeHtml(origin + page.meta.path)}" />\n  </head>`);
  }
  // The stylesheet inline: the page paints with the HTML alone, one round trip sooner.
  out = out.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_m, file: string) => `<style>${readAsset(file).replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  // The scripts start once the page has painted: the HTML alone puts it on screen, and nothing
  // competes with the first paint (or the first picture) for a phone's bandwidth. They are added
  // as elements so the browser fetches the entry and the route's chunk side by side. What to load
  // is data (a JSON block) and the loader the same on every page, so a Content-Security-Policy
  // needs one hash for it (./csp.ts).
  const entries = [...out.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`[prerender] index.html should load one entry script, found ${entries.length}`);
  const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!).concat(page.preloads);
  out = out.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '').replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const scripts: PageScripts = {
    entry: `/${entries[0]}`,
    preloads: preloads.map((f) => `/${f}`),
    memberPreloads: (page.memberPreloads ?? []).map((f) => `/${f}`),
    wakesOnIntent: page.pattern === WAKES_ON_INTENT,
  };
  out = out.replace(
    '</body>',
    `  <script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>\n    <script>${PAGE_LOADER}</script>\n  </body>`,
  );
  if (!out.includes('<div id="root"></div>')) throw new Error('[prerender] index.html has no empty <div id="root"></div>');
  return out.replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(page.pattern)}">${page.html}</div>`);
}

/** What a prerendered page loads, read by its loader from the JSON block with this id. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
type PageScripts = { entry: string; preloads: string[]; memberPreloads: string[]; wakesOnIntent: boolean };

/**
 * A function as a page's inline script: called with the page's `window` and `args` (as JSON), and
 * minified. The function is written for this (it uses nothing from outside its body).
 */
export function inlineScript<A extends unknown[]>(fn: (win: Window & typeof globalThis, ...args: A) => void, ...args: A): string {
  const call = `(${fn.toString()})(window${args.map((a) => `,${JSON.stringify(a)}`).join('')})`;
  const { code, errors } = minifySync('inline.js', call, { compress: true, mangle: true });
  if (errors.length) throw new Error(`[prerender] could not minify an inline script: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
}

/** The longest a page's scripts wait for its first photo. */
export const PHOTO_FIRST_MS = 1500;

/**
 * Adds the page's scripts after its first paint: a frame, then a task (a hidden tab paints no
 * frames, so a timer starts them anyway). A page whose loading state shows its photo before the
 * scripts (the early read fetches it, src/lib/prefetch.ts) waits for that photo too, for at most
 * PHOTO_FIRST_MS: on a phone's connection the picture arrives before the scripts take the bandwidth.
 * On the page that wakes on intent (src/app/wake.ts) a visitor gets the entry alone: the app's
 * modules are preloaded only for someone who may be signed in, whose page starts the app at once.
 * Someone who may be signed in gets the Supabase SDK preloaded too (`memberPreloads`): their page
 * restores the session with it before a press of theirs can be carried out.
 */
function startPageScripts(win: Window & typeof globalThis, scriptsId: string, photoId: string, photoGlobal: string, photoFirstMs: number): void {
  const doc = win.document;
  const page = JSON.parse(doc.getElementById(scriptsId)!.textContent!) as PageScripts;
  let started = 0;
  const go = () => {
    if (started++) return;
    const visitor = 'visitor' in doc.documentElement.dataset;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = page.entry;
    doc.head.append(script);
    // Each preload costs the main thread a millisecond or two (four times that on a slow phone):
    // two per task, so a press or a frame can come between them.
    const hrefs = [...(page.wakesOnIntent && visitor ? [] : page.preloads), ...(visitor ? [] : page.memberPreloads)];
    const preload = () => {
      for (const href of hrefs.splice(0, 2)) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.append(link);
      }
      if (hrefs.length) setTimeout(preload);
    };
    preload();
  };
  const painted = new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done));
    setTimeout(done, 1000);
  });
  const photo = doc.getElementById(photoId) && (win as unknown as Record<string, Promise<void> | undefined>)[photoGlobal];
  Promise.all([painted, photo && Promise.race([photo, new Promise((done) => setTimeout(done, photoFirstMs))])]).then(go);
}

/** The loader every prerendered page ends with. */
export const PAGE_LOADER = inlineScript(startPageScripts, PAGE_SCRIPTS_ID, EARLY_PHOTO_ID, FIRST_PHOTO_GLOBAL, PHOTO_FIRST_MS);

/** The Supabase SDK's chunk: shared by the modules that use it, so named rather than keyed by a source. */
export function sdkChunk(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === 'supabase' && !manifest[k]!.src);
  if (!key) throw new Error('[prerender] the build has no supabase chunk: update sdkChunk');
  return key;
}

/** Scripts and preloads index.html already loads, so a route's preloads do not repeat them. */
function loadedBy(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!));
}

async function prerenderAll(config: ResolvedConfig, origin: string) {
  const outDir = path.resolve(config.root, config.build.outDir);
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { createServer } = await import('vite');
  // supabase-js builds its realtime client when a page module creates the client (no connection is
  // opened while rendering); Node 20 has no WebSocket of its own for it.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= (await import('ws')).WebSocket;
  // The same sources, loaded the way the server side of Vite loads them: JSX compiled, `@/` resolved.
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as PageModule;
    const meta = (await server.ssrLoadModule('/src/lib/page-meta.ts')) as MetaModule;
    const api = (await server.ssrLoadModule('/src/lib/supabase-config.ts')) as { supabaseUrl: string; supabaseAnonKey: string; AUTH_STORAGE_KEY: string };
    const { prefetchScript, memberPartyScript } = (await server.ssrLoadModule('/src/lib/prefetch.ts')) as typeof import('../src/lib/prefetch.ts');
    const inShell = loadedBy(shell);
    const app = preloadsFor(manifest, [APP_START], inShell);
    const sdk = sdkChunk(manifest);
    const withApp = new Set([...inShell, ...app]);
    const { keepEarlyPresses } = (await server.ssrLoadModule('/src/app/early-press.ts')) as EarlyPressModule;
    const earlyScript = `${inlineScript(keepEarlyPresses)};${entry.visitorScript()}`;
    fs.writeFileSync(
      path.join(outDir, APP_SHELL_FILE),
      shellHtml(
        shell,
        app,
        SHELL_ROUTES.map(([prefix, source]) => [prefix, preloadsFor(manifest, [source], withApp)]),
      ),
    );
    for (const r of PRERENDERED_ROUTES) {
      const page = await entry.renderPage(r.url);
      const html = pageHtml(
        shell,
        {
          ...page,
          pattern: r.pattern,
          preloads: preloadsFor(manifest, [APP_START, ...r.sources], inShell),
          memberPreloads: preloadsFor(manifest, [sdk], new Set([...inShell, ...preloadsFor(manifest, [APP_START, ...r.sources], inShell)])),
          earlyScript,
          prefetch: r.member
            ? memberPartyScript(api.supabaseUrl, api.supabaseAnonKey, api.AUTH_STORAGE_KEY, BANNER_SLOT)
            : r.prefetch && prefetchScript(r.prefetch, api.supabaseUrl, api.supabaseAnonKey, r.firstPhoto),
        },
        meta,
        origin,
        (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
        new URL(api.supabaseUrl).origin,
      );
      fs.writeFileSync(path.join(outDir, r.file), html);
    }
    const hashes = fs
      .readdirSync(outDir)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => inlineScriptHashes(fs.readFileSync(path.join(outDir, f), 'utf8')));
    fs.writeFileSync(path.join(outDir, HEADERS_FILE), headersFile(contentSecurityPolicy({ scriptHashes: hashes, apiOrigin: api.supabaseUrl })));
    config.logger.info(
      `[prerender] ${PRERENDERED_ROUTES.length} public pages written, plus ${APP_SHELL_FILE} and ${HEADERS_FILE} (${new Set(hashes).size} inline script hashes)`,
    );
  } finally {
    await server.close();
  }
}

/** `vite preview` sends the build's Content-Security-Policy and referrer rules (./csp.ts), as the static host would. */
function previewPolicy(outDir: string): Connect.NextHandleFunction {
  const file = path.join(outDir, HEADERS_FILE);
  const policy = fs.existsSync(file) ? policyFromHeaders(fs.readFileSync(file, 'utf8')) : null;
  return (req, res, next) => {
    if (policy) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if ((req.url ?? '').startsWith(SECRET_PAGE_PATH)) for (const [k, v] of Object.entries(SECRET_PAGE_HEADERS)) res.setHeader(k, v);
    next();
  };
}

/** `vite preview` answers each path with the HTML file a static host would (docs/deploying.md). */
function previewRewrites(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !(accept === '' || accept.includes('text/html') || accept.includes('*/*'))) return next();
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (path.extname(pathname) || !fs.existsSync(path.join(outDir, APP_SHELL_FILE))) return next();
    const query = req.url!.slice(pathname.length);
    req.url = `/${htmlFileFor(decodeURIComponent(pathname))}${query}`;
    next();
  };
}

/** Prerenders the public routes at the end of `vite build`; VITE_SITE_URL names the site for canonical links. */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'confetti:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(previewPolicy(outDir));
      server.middlewares.use(previewRewrites(outDir));
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      await prerenderAll(config, siteOriginFrom(config.env.VITE_SITE_URL ?? process.env.VITE_SITE_URL));
    },
  };
}
