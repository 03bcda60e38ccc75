/// <reference types="vite/client" />
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE, htmlFileFor, PAGE_SCRIPTS_ID, pageHtml, PHOTO_FIRST_MS, preloadsFor, PRERENDERED_ROUTES, shellHtml } from '../../scripts/prerender.ts';
import { visitorMarkScript } from '@/lib/visitor';
import { documentTitle, metaTags } from '@/lib/page-meta';
import { BANNER_SLOT, CARD_IMAGE_SLOT } from '@/lib/image-slots';
import {
  EARLY_PHOTO_ID,
  earlyMemberUser,
  FIRST_PHOTO_GLOBAL,
  memberPartyScript,
  prefetchScript,
  PREFETCH_GLOBAL,
  publicPartyRead,
  PUBLIC_READS,
  takeMemberParty,
  takePrefetched,
} from '@/lib/prefetch';
import { responsiveImage } from '@/lib/storage-image';
import { supabaseUrl } from '@/lib/supabase-config';
import { SITEMAP_PATHS } from '../../scripts/site-files.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Site" />
    <meta property="og:title" content="Site" />
    <title>Confetti — AI-Powered Party Planning</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A page's loader (its last script) and the JSON block it reads. */
function loaderOf(html: string): { code: string; json: string } {
  return {
    code: html.match(/<script>([^<]*)<\/script>\s*<\/body>/)![1]!,
    json: html.match(new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">(.*?)</script>`))![1]!,
  };
}

/**
 * Runs a page's loader in a stand-in browser: `extra` adds to its document, `window` to its
 * window; frames and timers are the caller's.
 */
function runLoader(
  html: string,
  opts: {
    window?: Record<string, unknown>;
    document?: Record<string, unknown>;
    elements?: Record<string, unknown>;
    requestAnimationFrame: (fn: () => void) => void;
    setTimeout: (fn: () => void, ms?: number) => void;
  },
) {
  const { code, json } = loaderOf(html);
  const document = {
    documentElement: { dataset: {} },
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? { textContent: json } : (opts.elements?.[id] ?? null)),
    ...opts.document,
  };
  vm.runInNewContext(code, {
    window: { document, ...opts.window },
    Promise,
    JSON,
    requestAnimationFrame: opts.requestAnimationFrame,
    setTimeout: opts.setTimeout,
  });
}

describe('which HTML file answers a path', () => {
  it('a prerendered page for each public route, one page for every public party and one for every member’s party, the app shell for the rest', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/pricing')).toBe('pricing.html');
    expect(htmlFileFor('/pricing/')).toBe('pricing.html');
    expect(htmlFileFor('/public-party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff')).toBe('public-party.html');
    expect(htmlFileFor('/public-party/a/b')).toBe(APP_SHELL_FILE);
    expect(htmlFileFor('/public-party')).toBe(APP_SHELL_FILE);
    expect(htmlFileFor('/party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff')).toBe('party.html');
    for (const path of ['/my-parties', '/party/x/print', '/orders', '/nope']) expect(htmlFileFor(path)).toBe(APP_SHELL_FILE);
  });

  it('every page of the sitemap is prerendered', () => {
    const patterns = PRERENDERED_ROUTES.map((r) => r.pattern);
    for (const path of SITEMAP_PATHS) expect(patterns).toContain(path);
    // A member's page is prerendered as its loading state, never offered to search engines.
    for (const r of PRERENDERED_ROUTES.filter((r) => r.member)) expect(SITEMAP_PATHS).not.toContain(r.pattern);
  });
});

describe('a prerendered page', () => {
  const html = pageHtml(
    SHELL,
    {
      html: '<main><h1>Pricing</h1></main>',
      meta: { title: 'Pricing', description: 'Plans & prices', path: '/pricing' },
      pattern: '/pricing',
      preloads: ['assets/pricing-abc.js'],
      prefetch: 'window.x=1',
      earlyScript: 'window.early=1',
    },
    { metaTags, documentTitle },
    'https://confetti.example',
    () => 'body{color:red}',
    'https://api.example',
  );

  it('carries the page in its root, named for its route', () => {
    expect(html).toContain('<div id="root" data-prerendered="/pricing"><main><h1>Pricing</h1></main></div>');
  });

  it('has the page’s own title, description, tags and canonical link', () => {
    expect(html).toContain('<title>Pricing | Confetti</title>');
    expect(html).toContain('<meta name="description" content="Plans &amp; prices" />');
    expect(html).toContain('<meta property="og:title" content="Pricing" />');
    expect(html).toContain('<meta property="og:url" content="https://confetti.example/pricing" />');
    expect(html).toContain('<link rel="canonical" href="https://confetti.example/pricing" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('inlines the stylesheet, preloads the route’s chunk, preconnects the API and starts its reads', () => {
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    // The scripts start after the first paint, the route's chunk beside the entry.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(JSON.parse(loaderOf(html).json)).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-abc.js', '/assets/pricing-abc.js'],
      memberPreloads: [],
      wakesOnIntent: false,
    });
    expect(html).toContain('<link rel="preconnect" href="https://api.example" crossorigin />');
    expect(html).toContain('<script>window.x=1</script>');
  });

  it('runs its first script before anything else, and is marked as a visitor’s until that script says otherwise', () => {
    expect(html).toMatch(/<html lang="en" data-visitor>\s*<head>\s*<meta charset="UTF-8" \/>\s*<script>window\.early=1<\/script>/);
  });

  it('ends with the same loader as every other page, so a Content-Security-Policy needs one hash for it', () => {
    const other = pageHtml(
      SHELL,
      { html: '', meta: null, pattern: '/faq', preloads: ['assets/faq-abc.js'], earlyScript: '' },
      { metaTags, documentTitle },
      'https://c.example',
      () => '',
      'https://api.example',
    );
    expect(loaderOf(other).code).toBe(loaderOf(html).code);
    expect(loaderOf(other).json).not.toBe(loaderOf(html).json);
  });
});

describe("a prerendered page's scripts", () => {
  const page = pageHtml(
    SHELL,
    { html: '', meta: null, pattern: '/x', preloads: [], earlyScript: '' },
    { metaTags, documentTitle },
    'https://c.example',
    () => '',
    'https://api.example',
  );

  /** Runs the loader with hand-driven frames and timers; `started()` tells whether the entry was added. */
  function run(photo?: Promise<void>, photoShownEarly = true) {
    const timers: Array<{ at: number; fn: () => void }> = [];
    const frames: Array<() => void> = [];
    const added: string[] = [];
    let now = 0;
    runLoader(page, {
      window: photo ? { [FIRST_PHOTO_GLOBAL]: photo } : {},
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ at: now + ms, fn }),
      elements: photoShownEarly ? { [EARLY_PHOTO_ID]: {} } : {},
      document: { head: { append: (e: { tag: string; src?: string }) => e.src && added.push(e.src) } },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      started: () => added.length > 0,
      async paint() {
        frames.splice(0).forEach((f) => f());
        await this.advance(0);
      },
      async advance(ms: number) {
        now += ms;
        for (const t of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(t), 1);
          t.fn();
        }
        await settle();
      },
    };
  }

  it('start after the first paint', async () => {
    const page = run();
    await page.advance(0);
    expect(page.started()).toBe(false);
    await page.paint();
    expect(page.started()).toBe(true);
  });

  it('wait for the photo their loading state shows, then start', async () => {
    let arrived!: () => void;
    const page = run(new Promise<void>((resolve) => (arrived = resolve)));
    await page.paint();
    expect(page.started()).toBe(false);
    arrived();
    await page.advance(0);
    expect(page.started()).toBe(true);
  });

  it('do not wait for a photo the loading state does not show', async () => {
    const page = run(new Promise<void>(() => {}), false);
    await page.paint();
    expect(page.started()).toBe(true);
  });

  it('wait for a slow photo only so long', async () => {
    const page = run(new Promise<void>(() => {}));
    await page.paint();
    await page.advance(PHOTO_FIRST_MS - 1);
    expect(page.started()).toBe(false);
    await page.advance(1);
    expect(page.started()).toBe(true);
  });
});

describe('route chunks to preload', () => {
  const manifest = {
    'src/a.tsx': { file: 'assets/a.js', imports: ['_shared.js', '_react.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
  };
  it('are the chunk and what it imports, less what the page loads already', () => {
    expect(preloadsFor(manifest, ['src/a.tsx'], new Set(['assets/react.js']))).toEqual(['assets/a.js', 'assets/shared.js']);
  });
  it('a route missing from the build fails it', () => {
    expect(() => preloadsFor(manifest, ['src/gone.tsx'], new Set())).toThrow(/not a chunk of the build/);
  });
});

describe('reads a page starts before its scripts', () => {
  function run(path: string, reads: string[]) {
    const requested: string[] = [];
    const window: Record<string, unknown> = {};
    const context = {
      window,
      location: { pathname: path },
      fetch: (url: string) => {
        requested.push(url);
        return Promise.resolve({ ok: true, json: () => Promise.resolve([{ url }]) });
      },
    };
    vm.runInNewContext(prefetchScript(reads, 'http://api.test', 'anon'), context);
    return { requested, store: window[PREFETCH_GLOBAL] as Record<string, Promise<unknown>> };
  }

  it('asks for each list, with the anon key', () => {
    const { requested, store } = run('/public-parties', [PUBLIC_READS.publicParties]);
    expect(requested).toEqual([`http://api.test/rest/v1/${PUBLIC_READS.publicParties}`]);
    expect(Object.keys(store)).toEqual([PUBLIC_READS.publicParties]);
  });

  it('fills in a public party’s id from the address, and asks nothing for an address that is no id', () => {
    const id = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
    expect(run(`/public-party/${id}`, [publicPartyRead('{id}')]).requested).toEqual([`http://api.test/rest/v1/${publicPartyRead(id)}`]);
    expect(run('/public-party/1%27%20or', [publicPartyRead('{id}')]).requested).toEqual([]);
  });

  it('a page’s query takes the early answer once', async () => {
    const { store } = run('/public-parties', [PUBLIC_READS.publicParties]);
    (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
    await expect(takePrefetched(PUBLIC_READS.publicParties)).resolves.toHaveLength(1);
    expect(takePrefetched(PUBLIC_READS.publicParties)).toBeNull();
    delete (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL];
  });
});

describe('the first photo of a prerendered page', () => {
  const photo = `${supabaseUrl}/storage/v1/object/public/party-photos/p1/photo.png?t=1795635959087`;

  async function preloads(
    rows: unknown[],
    slot: typeof BANNER_SLOT,
    place?: { firstChild: unknown; append: (i: Record<string, string>) => void },
    window: Record<string, unknown> = {},
  ) {
    const links: Array<Record<string, string>> = [];
    const context = {
      window,
      location: { pathname: '/public-party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff' },
      URLSearchParams,
      document: {
        readyState: 'complete',
        createElement: () => ({}),
        getElementById: (id: string) => (id === EARLY_PHOTO_ID ? (place ?? null) : null),
        head: { append: (l: Record<string, string>) => links.push(l) },
      },
      fetch: () => Promise.resolve({ ok: true, json: () => Promise.resolve(rows) }),
    };
    vm.runInNewContext(prefetchScript([publicPartyRead('{id}')], supabaseUrl, 'anon', slot), context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return links;
  }

  it.each([
    ['the party page', BANNER_SLOT],
    ['a card', CARD_IMAGE_SLOT],
  ])('is preloaded with the renditions the app asks for (%s)', async (_where, slot) => {
    const [link, ...more] = await preloads([{ photo_url: photo }], slot);
    const image = responsiveImage(photo, slot);
    expect(more).toEqual([]);
    expect(link).toMatchObject({ rel: 'preload', as: 'image', fetchPriority: 'high', imageSrcset: image.srcSet, imageSizes: image.sizes });
  });

  it("shows it in the loading state's place for it, with the same renditions", async () => {
    const shown: Array<Record<string, string>> = [];
    await preloads([{ photo_url: photo }], BANNER_SLOT, { firstChild: null, append: (i) => shown.push(i) });
    const image = responsiveImage(photo, BANNER_SLOT);
    expect(shown).toEqual([expect.objectContaining({ srcset: image.srcSet, sizes: image.sizes, src: image.src, alt: '' })]);
  });

  it('tells the page when the photo has arrived, or at once when there is none', async () => {
    const settled = (window: Record<string, unknown>) => {
      let done = false;
      void (window[FIRST_PHOTO_GLOBAL] as Promise<void>).then(() => (done = true));
      return new Promise((resolve) => setTimeout(() => resolve(done), 0));
    };
    const withPhoto: Record<string, unknown> = {};
    const [link] = await preloads([{ photo_url: photo }], BANNER_SLOT, undefined, withPhoto);
    expect(await settled(withPhoto)).toBe(false);
    (link as unknown as { onload: () => void }).onload();
    expect(await settled(withPhoto)).toBe(true);
    const failed: Record<string, unknown> = {};
    const [broken] = await preloads([{ photo_url: photo }], BANNER_SLOT, undefined, failed);
    (broken as unknown as { onerror: () => void }).onerror();
    expect(await settled(failed)).toBe(true);
    const none: Record<string, unknown> = {};
    await preloads([{ photo_url: null }], BANNER_SLOT, undefined, none);
    expect(await settled(none)).toBe(true);
  });

  it('preloads nothing for a party without a photo or a picture from elsewhere', async () => {
    expect(await preloads([{ photo_url: null }], BANNER_SLOT)).toEqual([]);
    expect(await preloads([{ photo_url: 'https://elsewhere.test/p.png' }], BANNER_SLOT)).toEqual([]);
    expect(await preloads([], BANNER_SLOT)).toEqual([]);
  });
});

describe("a signed-in party page's early reads (its prerendered page)", () => {
  const id = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
  const photo = `${supabaseUrl}/storage/v1/object/public/party-photos/${id}/photo.png?t=5`;
  const session = (expiresInSeconds: number) =>
    JSON.stringify({ access_token: 'user-jwt', expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds, user: { id: 'u1' } });

  async function run(path: string, stored: string | null) {
    const requested: Array<{ url: string; init: { method?: string; headers: Record<string, string>; body?: string } }> = [];
    const links: Array<Record<string, string>> = [];
    const window: Record<string, unknown> = {};
    const context = {
      window,
      location: { pathname: path },
      localStorage: { getItem: (key: string) => (key === 'sb-test-auth-token' ? stored : null) },
      URLSearchParams,
      document: {
        readyState: 'complete',
        createElement: () => ({}),
        getElementById: () => null,
        head: { append: (l: Record<string, string>) => links.push(l) },
      },
      fetch: (url: string, init: (typeof requested)[number]['init']) => {
        requested.push({ url, init });
        const body = url.includes('/rpc/') ? 'collaborator' : [{ id, photo_url: photo }];
        return Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
      },
    };
    vm.runInNewContext(memberPartyScript(supabaseUrl, 'anon', 'sb-test-auth-token', BANNER_SLOT), context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { requested, links, store: window[PREFETCH_GLOBAL] as Record<string, unknown> | undefined };
  }

  it('asks for the plan and the permission with the stored token, and preloads the photo', async () => {
    const { requested, links, store } = await run(`/party/${id}`, session(3600));
    expect(requested.map((r) => r.url)).toEqual([
      `${supabaseUrl}/rest/v1/party_plans?select=*&id=eq.${id}`,
      `${supabaseUrl}/rest/v1/rpc/get_user_party_permission`,
    ]);
    expect(requested[0]!.init.headers).toEqual({ apikey: 'anon', Authorization: 'Bearer user-jwt' });
    expect(requested[1]!.init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer user-jwt' } });
    expect(JSON.parse(requested[1]!.init.body!)).toEqual({ party_id_param: id, user_id_param: 'u1' });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ rel: 'preload', as: 'image', imageSrcset: responsiveImage(photo, BANNER_SLOT).srcSet });

    // The page takes them once, and only as the user who asked; until then it knows whose they are.
    (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
    expect(earlyMemberUser(id)).toBe('u1');
    expect(earlyMemberUser('6f9619ff-8b86-4d01-b42d-00cf4fc964fe')).toBeNull();
    expect(takeMemberParty(id, 'someone-else')).toBeNull();
    expect(earlyMemberUser(id)).toBeNull();
    expect(takeMemberParty(id, 'u1')).toBeNull();
    (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = (await run(`/party/${id}`, session(3600))).store;
    const early = takeMemberParty(id, 'u1')!;
    await expect(early.plan).resolves.toEqual([{ id, photo_url: photo }]);
    await expect(early.permission).resolves.toBe('collaborator');
    expect(takeMemberParty(id, 'u1')).toBeNull();
    delete (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL];
  });

  it('asks nothing without a session, with a token about to expire, or on another page', async () => {
    expect((await run(`/party/${id}`, null)).requested).toEqual([]);
    expect((await run(`/party/${id}`, '{not json')).requested).toEqual([]);
    expect((await run(`/party/${id}`, session(30))).requested).toEqual([]);
    expect((await run(`/party/${id}/print`, session(3600))).requested).toEqual([]);
    expect((await run('/party/not-a-uuid', session(3600))).requested).toEqual([]);
    expect((await run(`/public-party/${id}`, session(3600))).requested).toEqual([]);
  });
});

describe('the landing page, which waits for a visitor’s intent (src/app/wake.ts)', () => {
  const pageFor = (pattern: string) =>
    pageHtml(
      SHELL,
      { html: '', meta: null, pattern, preloads: ['assets/start-abc.js'], earlyScript: '' },
      { metaTags, documentTitle },
      'https://c.example',
      () => '',
      'https://api.example',
    );

  /** What the page's loader adds once the page has painted, for a browser marked as a visitor's or not. */
  async function added(pattern: string, visitor: boolean): Promise<string[]> {
    const out: string[] = [];
    runLoader(pageFor(pattern), {
      requestAnimationFrame: (fn: () => void) => fn(),
      setTimeout: (fn: () => void) => fn(),
      document: {
        documentElement: { dataset: visitor ? { visitor: '' } : {} },
        head: { append: (e: { rel?: string; href?: string; src?: string }) => out.push(e.src ? `script ${e.src}` : `${e.rel} ${e.href}`) },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return out;
  }

  it('gives a visitor the entry alone, and preloads the app for someone who may be signed in', async () => {
    expect(await added('/', true)).toEqual(['script /assets/index-abc.js']);
    expect(await added('/', false)).toEqual(['script /assets/index-abc.js', 'modulepreload /assets/react-abc.js', 'modulepreload /assets/start-abc.js']);
    // Any other page preloads the app with its entry, visitor or not.
    expect(await added('/pricing', true)).toEqual(['script /assets/index-abc.js', 'modulepreload /assets/react-abc.js', 'modulepreload /assets/start-abc.js']);
  });

  it('adds the preloads two per task, after the entry, so no one task adds them all', async () => {
    const tasks: string[][] = [];
    const timers: Array<() => void> = [];
    const preloads = ['a', 'b', 'c', 'd', 'e'].map((n) => `assets/${n}.js`);
    const page = pageHtml(
      SHELL,
      { html: '', meta: null, pattern: '/pricing', preloads, earlyScript: '' },
      { metaTags, documentTitle },
      'https://c.example',
      () => '',
      'https://api.example',
    );
    runLoader(page, {
      requestAnimationFrame: (fn: () => void) => fn(),
      setTimeout: (fn: () => void) => timers.push(fn),
      document: { documentElement: { dataset: {} }, head: { append: (e: { href?: string; src?: string }) => tasks.at(-1)!.push(e.src ?? e.href!) } },
    });
    tasks.push([]);
    timers.shift()!(); // the first paint's task
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (timers.length) {
      tasks.push([]);
      timers.shift()!();
    }
    expect(tasks.filter((t) => t.length)).toEqual([
      ['/assets/index-abc.js', '/assets/react-abc.js', '/assets/a.js'],
      ['/assets/b.js', '/assets/c.js'],
      ['/assets/d.js', '/assets/e.js'],
    ]);
  });

  it('preloads the SDK for someone who may be signed in, on any page, and never for a visitor', async () => {
    const page = (pattern: string) =>
      pageHtml(
        SHELL,
        { html: '', meta: null, pattern, preloads: ['assets/start-abc.js'], memberPreloads: ['assets/supabase-abc.js'], earlyScript: '' },
        { metaTags, documentTitle },
        'https://c.example',
        () => '',
        'https://api.example',
      );
    for (const pattern of ['/', '/pricing']) {
      for (const visitor of [true, false]) {
        const out: string[] = [];
        runLoader(page(pattern), {
          requestAnimationFrame: (fn: () => void) => fn(),
          setTimeout: (fn: () => void) => fn(),
          document: { documentElement: { dataset: visitor ? { visitor: '' } : {} }, head: { append: (e: { href?: string }) => e.href && out.push(e.href) } },
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(out.includes('/assets/supabase-abc.js'), `${pattern}, visitor: ${visitor}`).toBe(!visitor);
      }
    }
  });

  it('leaves its trending read to the app’s start, which a visitor who never acts does not reach', () => {
    expect(PRERENDERED_ROUTES.find((r) => r.pattern === '/')?.prefetch).toBeUndefined();
  });

  it('the app shell preloads the app beside its entry', () => {
    const shell = shellHtml(SHELL, ['assets/start-abc.js'], []);
    expect(shell).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/start-abc.js">\s*<script>.*<\/script>\s*<script type="module" crossorigin src="\/assets\/index-abc.js">/,
    );
  });
});

describe('the mark of a visitor’s browser', () => {
  /** Whether the script marks the page, with this storage and address. */
  function marks(stored: Record<string, string>, address = { hash: '', search: '' }, storageBlocked = false): boolean {
    // The page's HTML carries the mark; the script takes it away.
    const dataset: Record<string, string> = { visitor: '' };
    vm.runInNewContext(visitorMarkScript(['sb-127-auth-token', 'tshirt-cart']), {
      localStorage: {
        getItem: (k: string) => {
          if (storageBlocked) throw new Error('SecurityError');
          return stored[k] ?? null;
        },
      },
      location: address,
      document: { documentElement: { dataset } },
    });
    return 'visitor' in dataset;
  }

  it('stays when nothing of theirs is stored and the address carries no sign-in', () => {
    expect(marks({})).toBe(true);
    expect(marks({ unrelated: '1' }, { hash: '#pro', search: '?from=ad' })).toBe(true);
  });

  it('goes with a session, a cart, a sign-in answer in the address, or storage it cannot read', () => {
    expect(marks({ 'sb-127-auth-token': '{}' })).toBe(false);
    expect(marks({ 'tshirt-cart': '[]' })).toBe(false);
    expect(marks({}, { hash: '#access_token=x&refresh_token=y', search: '' })).toBe(false);
    expect(marks({}, { hash: '', search: '?code=abc' })).toBe(false);
    expect(marks({}, { hash: '', search: '' }, true)).toBe(false);
  });
});
