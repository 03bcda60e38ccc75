// `npm run bench:press`: a person on a phone pressing what a prerendered page shows, the moment it
// shows (docs/benchmarks.md#presses-on-a-phone). Chromium at 412×823 with touch, 4× CPU slowdown,
// 150 ms round trip and 1.6 Mbps (Lighthouse's mobile figures, applied for real through the
// DevTools protocol rather than simulated), against a production build and a fresh stack.
//
// Per control, PRESS_TRIES fresh visits (empty cache): the control is pressed once as soon as it
// is painted; the bench reports whether that first press took effect, press-to-effect (p75), and
// on the landing page the time from the press to the app being live. Then, with the page live,
// the same press again for its interaction's duration (INP). Per page, LONG_TASK_RUNS traced
// visits: the main thread's tasks read from their thread time, times four, as Lighthouse's
// simulated throttling counts them. Thread time leaves out the time the thread waited for a CPU,
// so another process busy on the same machine moves it far less than it moves Lighthouse's TBT.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findBrowser, NO_BROWSER_HINT } from './lib/find-browser.mjs';
import { median, OUT_DIR, p75, startBenchApp, type BenchApp } from './lib/bench-app.ts';
import { browserSettled, childBrowser } from './lib/browser-settled.ts';
import { threadTimeTasks } from './trace-long-tasks.ts';

const TRIES = Number(process.env.PRESS_TRIES ?? 5);
const LONG_TASK_RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
/** Only the controls and pages whose name contains this. */
const ONLY = process.env.BENCH_ONLY;
/** A folder for a Chrome trace (with a CPU profile) of each long-task run: `npx tsx scripts/trace-long-tasks.ts <file>` lists what ran. */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const EFFECT_TIMEOUT_MS = 20_000;
/** BENCH_VERBOSE=1 prints each visit's first paint, press, live and effect times. */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
/** `press`, `tasks` or both (default): the presses, the pages' long tasks. */
const PARTS = (process.env.BENCH_PARTS ?? 'press,tasks').split(',');

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and CPU (4×). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/**
 * What a press visibly does. `checkout`: the checkout's new tab opens, or a toast says it could not
 * ('blocked the checkout tab'), whichever comes first; on a phone the new tab takes the screen, so
 * that is what the person sees (the 'Redirecting to…' toast stays behind on the page). The tab opens
 * at the press, saying 'Starting checkout...', and shows the payment page once the server has
 * answered: BENCH_VERBOSE prints when that was too.
 */
type Effect =
  | { kind: 'heading'; text: string }
  | { kind: 'toast'; text: RegExp }
  | { kind: 'path'; path: string }
  | { kind: 'menu-open' }
  | { kind: 'checkout'; text: RegExp };

interface Control {
  name: string;
  path: string;
  signedIn?: boolean;
  /** The button's accessible name (its aria-label, else its text), from the start. */
  label: string;
  effect: Effect;
}

const CONTROLS: Control[] = [
  { name: "/auth 'Sign up'", path: '/auth', label: 'Sign up', effect: { kind: 'heading', text: 'Create Account' } },
  {
    name: "/pricing 'Upgrade to Pro' (visitor)",
    path: '/pricing',
    label: 'Upgrade to Pro',
    effect: { kind: 'toast', text: /Please sign in to upgrade to Pro/ },
  },
  {
    name: "/pricing 'Upgrade to Pro' (signed in)",
    path: '/pricing',
    signedIn: true,
    label: 'Upgrade to Pro',
    effect: { kind: 'checkout', text: /blocked the checkout tab/ },
  },
  { name: "/public-templates 'Use This Template'", path: '/public-templates', label: 'Use This Template', effect: { kind: 'path', path: '/auth' } },
  { name: '/ menu button', path: '/', label: 'Open menu', effect: { kind: 'menu-open' } },
  { name: '/faq menu button', path: '/faq', label: 'Open menu', effect: { kind: 'menu-open' } },
];

/** What the page records for the bench, from before its first byte (installed as an init script). */
function probe() {
  type Bench = {
    press: number | null;
    live: number | null;
    fcp: number | null;
    effect: number | null;
    longTasks: Array<[number, number]>;
    events: Array<[number, string, number]>;
  };
  const bench: Bench = { press: null, live: null, fcp: null, effect: null, longTasks: [], events: [] };
  (window as unknown as { __bench: Bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
      if (e.interactionId) bench.events.push([e.interactionId, e.name, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', (e) => void (bench.press ??= e.timeStamp), true);
  new MutationObserver(() => {
    if (bench.live === null && document.documentElement?.dataset.live) bench.live = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
}

const effectArg = (e: Effect) => (e.kind === 'toast' || e.kind === 'checkout' ? { kind: 'toast', source: e.text.source } : e);

async function throttledPage(
  browser: Browser,
  app: BenchApp,
  opts: { signedIn?: boolean; slowdown?: number; network?: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  // tsx names inner functions with a helper the page does not have; these functions run there.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  await context.addInitScript(probe);
  if (opts.signedIn) {
    await context.addInitScript(({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    }, app.session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (opts.network !== false) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.slowdown ?? CPU_SLOWDOWN });
  return { context, page };
}

type PressResult = { worked: boolean; toEffect: number; toLive: number | null; pressedBeforeLive: boolean };

/**
 * Where to tap the first button whose name starts with `label` once the page has painted it,
 * scrolled to the middle of the screen if it is further down (as a person scrolls to it); null
 * while there is none. A plain evaluation: Playwright's locators would add work of their own.
 */
function tapPoint(label: string): { x: number; y: number; live: boolean } | null {
  if (!performance.getEntriesByName('first-contentful-paint').length) return null;
  const button = Array.from(document.querySelectorAll('button')).find((b) => (b.getAttribute('aria-label') || b.textContent || '').trim().startsWith(label));
  if (!button || !button.getBoundingClientRect().height) return null;
  let box = button.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    button.scrollIntoView({ block: 'center' });
    box = button.getBoundingClientRect();
  }
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, live: document.documentElement.hasAttribute('data-live') };
}

/** Watches for `effect` from now on, in the page's own frames; leaves the time it showed in `__bench.effect`. */
function watchEffect(effect: { kind: string; text?: string; source?: string; path?: string }): void {
  const bench = (window as unknown as { __bench: { effect: number | null } }).__bench;
  bench.effect = null;
  const seen = () => {
    if (effect.kind === 'heading') return document.querySelector('h1')?.textContent?.trim() === effect.text;
    if (effect.kind === 'toast')
      return Array.from(document.querySelectorAll('[data-sonner-toast]')).some((t) => new RegExp(effect.source!).test(t.textContent ?? ''));
    if (effect.kind === 'path') return location.pathname === effect.path;
    const toggle = document.querySelector('header button[aria-controls]');
    const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls')!);
    return toggle?.getAttribute('aria-expanded') === 'true' && !!menu && !menu.hidden;
  };
  const check = () => {
    if (seen()) bench.effect = performance.now();
    else requestAnimationFrame(check);
  };
  check();
}

/** Taps the control as soon as it is painted; answers whether the page was live then. */
async function tapAtSight(page: Page, label: string, timeoutMs = 30_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const point = await page.evaluate(tapPoint, label);
    if (point) {
      await page.touchscreen.tap(point.x, point.y);
      return !point.live;
    }
    if (Date.now() > until) throw new Error(`'${label}' never showed`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Listens for a new tab from now on, for a press that may open one (the checkout's tab opens at the
 * press itself on a live page, before `effectTime` would start to look). `at` answers when the
 * first one opened (the wall clock), and `stop` stops listening.
 */
function watchTabs(page: Page, effect: Effect): { at: () => number | null; paymentAt: () => number | null; stop: () => void } {
  let tabAt: number | null = null;
  let paymentAt: number | null = null;
  const onTab = (tab: Page) => {
    tabAt ??= Date.now();
    // When the tab left its 'Starting checkout...' for the payment page.
    tab
      .waitForURL((url) => url.protocol.startsWith('http'), { waitUntil: 'commit', timeout: EFFECT_TIMEOUT_MS })
      .then(() => void (paymentAt ??= Date.now()))
      .catch(() => undefined);
  };
  if (effect.kind === 'checkout') page.on('popup', onTab);
  return { at: () => tabAt, paymentAt: () => paymentAt, stop: () => void page.off('popup', onTab) };
}

/** Watches for the effect from now on (and for a tab since `tabs` began); answers the page's time it showed (null if not within the limit). */
async function effectTime(page: Page, effect: Effect, tabs: ReturnType<typeof watchTabs>): Promise<number | null> {
  try {
    await page.evaluate(watchEffect, effectArg(effect));
    // A new tab, in the page's time: the moment the browser reports it, less the page's time origin.
    const origin = await page.evaluate(() => performance.timeOrigin);
    const until = Date.now() + EFFECT_TIMEOUT_MS;
    while (Date.now() < until) {
      const at = await page.evaluate(() => (window as unknown as { __bench: { effect: number | null } }).__bench.effect);
      const tabAt = tabs.at();
      const tab = tabAt === null ? null : tabAt - origin;
      if (at !== null || tab !== null) return Math.min(at ?? Infinity, tab ?? Infinity);
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  } finally {
    tabs.stop();
  }
}

/** One visit: the control pressed once, the moment it is visible. */
async function pressAtSight(browser: Browser, app: BenchApp, control: Control): Promise<PressResult> {
  const { context, page } = await throttledPage(browser, app, { signedIn: control.signedIn });
  try {
    await page.goto(app.app + control.path, { waitUntil: 'commit' });
    const tabs = watchTabs(page, control.effect);
    const pressedBeforeLive = await tapAtSight(page, control.label);
    const seen = await effectTime(page, control.effect, tabs);
    // On the landing page the app loads once pressed: how long until it is live (a disclosure works before).
    if (control.path === '/') await poll(page, () => Boolean(document.documentElement.dataset.live), EFFECT_TIMEOUT_MS).catch(() => undefined);
    const { press, live, fcp } = await page.evaluate(
      () => (window as unknown as { __bench: { press: number | null; live: number | null; fcp: number | null } }).__bench,
    );
    // Each visit's own times (ms from the navigation), for seeing which part moved.
    if (VERBOSE) {
      for (const until = Date.now() + 10_000; tabs.at() !== null && tabs.paymentAt() === null && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 50));
      const payment = tabs.paymentAt() === null ? '' : `, payment page ${ms(tabs.paymentAt()! - (await page.evaluate(() => performance.timeOrigin)))}`;
      console.error(`\n${control.name}: first paint ${ms(fcp)}, press ${ms(press)}, live ${ms(live)}, effect ${ms(seen)}${payment}`);
    }
    if (seen === null || press === null) return { worked: false, toEffect: NaN, toLive: null, pressedBeforeLive };
    return { worked: true, toEffect: seen - press, toLive: live === null ? null : Math.max(0, live - press), pressedBeforeLive };
  } finally {
    await context.close();
  }
}

/** One visit with the page live and settled: the press's interaction duration (what INP takes); NaN when the press did nothing. */
async function pressWhenLive(browser: Browser, app: BenchApp, control: Control): Promise<number> {
  const { context, page } = await throttledPage(browser, app, { signedIn: control.signedIn });
  try {
    await page.goto(app.app + control.path, { waitUntil: 'load' });
    await settle(page);
    await quiet(page, 1000, 15_000);
    const tabs = watchTabs(page, control.effect);
    await tapAtSight(page, control.label);
    if ((await effectTime(page, control.effect, tabs)) === null) return NaN;
    // Event timing reports an interaction once its frame has been presented.
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => (window as unknown as { __bench: { events: Array<[number, string, number]> } }).__bench.events);
    return events.reduce((max, [, , duration]) => Math.max(max, duration), 0);
  } finally {
    await context.close();
  }
}

/** Evaluates `check` in the page every 100 ms until it is true. */
async function poll(page: Page, check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Until the page is live; the landing page waits for a visitor's intent (src/app/wake.ts), given as a person's first scroll. */
async function settle(page: Page): Promise<void> {
  await poll(page, () => Boolean(document.documentElement.dataset.live || document.documentElement.dataset.app === 'waiting'), 30_000);
  await page.evaluate(() => document.documentElement.dataset.app === 'waiting' && window.scrollBy(0, 1));
  await poll(page, () => Boolean(document.documentElement.dataset.live), 30_000);
}

/** Waits until the main thread has run no long task for `forMs`, for at most `capMs`. */
async function quiet(page: Page, forMs: number, capMs: number): Promise<void> {
  const until = Date.now() + capMs;
  while (Date.now() < until) {
    const idleFor = await page.evaluate(() => {
      const tasks = (window as unknown as { __bench: { longTasks: Array<[number, number]> } }).__bench.longTasks;
      const last = tasks.reduce((end, [start, d]) => Math.max(end, start + d), 0);
      return performance.now() - last;
    });
    if (idleFor >= forMs) return;
    await page.waitForTimeout(Math.max(100, forMs - idleFor));
  }
}

type LongTasks = ReturnType<typeof threadTimeTasks>;

/**
 * One visit, untouched, traced: the main thread's tasks from the first byte until the page is live
 * (or, a visitor's landing page as Lighthouse sees it, waiting for intent) and quiet. Loaded
 * without slowdown, as Lighthouse's simulated run loads it, and read from each task's thread time.
 */
async function longTasksOf(browser: Browser, app: BenchApp, url: string, signedIn: boolean, traceName: string): Promise<LongTasks> {
  const { context, page } = await throttledPage(browser, app, { signedIn, slowdown: 1, network: false });
  try {
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];
    if (TRACE_DIR) categories.push('v8.execute', 'disabled-by-default-v8.cpu_profiler');
    await browser.startTracing(page, { categories });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load' });
      // Polled with plain evaluations: Playwright's own page scripts would add tasks of their own.
      await poll(page, () => Boolean(document.documentElement.dataset.live || document.documentElement.dataset.app === 'waiting'), 30_000);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await quiet(page, 2000, 20_000);
    } finally {
      trace = await browser.stopTracing();
    }
    if (TRACE_DIR) fs.writeFileSync(path.join(TRACE_DIR, `${traceName}.json`), trace);
    return threadTimeTasks(JSON.parse(trace.toString('utf8')), CPU_SLOWDOWN);
  } finally {
    await context.close();
  }
}

const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);
const secs = (n: number) => (Number.isNaN(n) ? '–' : `${(n / 1000).toFixed(2)} s`);

const browserPath = findBrowser()?.path;
if (!browserPath) {
  console.error(NO_BROWSER_HINT);
  process.exit(1);
}
if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });

const app = await startBenchApp('press');
// A function's first call starts its worker (about a second locally): not what a press measures.
await fetch(`${app.api.url}/functions/v1/create-subscription-checkout`, {
  method: 'POST',
  headers: { apikey: app.api.anonKey, authorization: `Bearer ${app.api.token}`, 'content-type': 'application/json' },
  body: '{}',
}).catch(() => undefined);
const browser = await chromium.launch({ executablePath: browserPath, args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] });
// The first visit should not share the CPU with the browser's own start (scripts/lib/browser-settled.ts).
const browserPid = childBrowser();
if (browserPid) await browserSettled(browserPid);
else console.warn('[bench:press] could not find the browser process; not waiting for it to settle');
try {
  const pressRows: string[] = [];
  let allWorked = true;
  for (const control of CONTROLS.filter((c) => PARTS.includes('press') && (!ONLY || c.name.includes(ONLY)))) {
    const tries: PressResult[] = [];
    for (let i = 0; i < TRIES; i++) {
      tries.push(
        await pressAtSight(browser, app, control).catch((error: unknown) => {
          console.error(`\n${control.name}: ${String(error)}`);
          return { worked: false, toEffect: NaN, toLive: null, pressedBeforeLive: false };
        }),
      );
      process.stdout.write('.');
    }
    const inp: number[] = [];
    for (let i = 0; i < Math.min(3, TRIES); i++) {
      inp.push(
        await pressWhenLive(browser, app, control).catch((error: unknown) => {
          console.error(`\n${control.name} (live): ${String(error)}`);
          return NaN;
        }),
      );
    }
    const inpWorked = inp.filter((d) => !Number.isNaN(d));
    allWorked &&= inpWorked.length === inp.length;
    const worked = tries.filter((t) => t.worked);
    allWorked &&= worked.length === tries.length;
    const toLive = tries.map((t) => t.toLive).filter((t): t is number => t !== null);
    pressRows.push(
      `| ${control.name} | ${worked.length}/${tries.length} | ${tries.filter((t) => t.pressedBeforeLive).length}/${tries.length} | ` +
        `${worked.length ? secs(p75(worked.map((t) => t.toEffect))) : '–'} | ${worked.length ? secs(Math.max(...worked.map((t) => t.toEffect))) : '–'} | ` +
        `${control.path === '/' && toLive.length ? secs(median(toLive)) : ''} | ${inpWorked.length ? ms(median(inpWorked)) : '–'}${inpWorked.length < inp.length ? ` (${inp.length - inpWorked.length} of ${inp.length} presses lost)` : ''} |`,
    );
  }

  console.log(
    `\n\nPresses on a simulated phone (412×823, touch, ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps), ${TRIES} fresh visits each; pressed the moment the control is visible`,
  );
  console.log('\n| Control | first press worked | pressed before live | press-to-effect p75 | worst | press-to-live (median) | INP once live (median of 3) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of pressRows) console.log(row);

  const pages = [
    { name: 'Landing', path: '/' },
    { name: 'Public Parties', path: '/public-parties' },
    { name: 'Public Templates', path: '/public-templates' },
    { name: 'Public party', path: `/public-party/${app.publicPartyId}` },
    { name: 'Sign in', path: '/auth' },
    { name: 'Pricing (static)', path: '/pricing' },
    { name: 'FAQ (static)', path: '/faq' },
    { name: 'Party page (signed in)', path: `/party/${app.ownPartyId}`, signedIn: true },
  ].filter((p) => PARTS.includes('tasks') && (!ONLY || p.name.includes(ONLY)));
  const taskRows: string[] = [];
  for (const p of pages) {
    const runs: LongTasks[] = [];
    for (let i = 0; i < LONG_TASK_RUNS; i++) {
      const trace = `${p.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-$/, '')}-${i + 1}`;
      runs.push(
        await longTasksOf(browser, app, app.app + p.path, !!p.signedIn, trace).catch((error: unknown) => {
          console.error(`\n${p.name}: ${String(error)}`);
          return { count: NaN, blocking: NaN, longest: NaN, longestUnthrottled: NaN };
        }),
      );
      process.stdout.write('.');
    }
    const m = (pick: (r: LongTasks) => number) => median(runs.map(pick));
    const range = (pick: (r: LongTasks) => number) => `${Math.round(Math.min(...runs.map(pick)))}–${Math.round(Math.max(...runs.map(pick)))}`;
    taskRows.push(
      `| ${p.name} | ${m((r) => r.count)} | ${ms(m((r) => r.blocking))} (${range((r) => r.blocking)}) | ${ms(m((r) => r.longest))} | ${ms(m((r) => r.longestUnthrottled))} |`,
    );
  }

  console.log(
    `\nMain thread, median of ${LONG_TASK_RUNS} visits without slowdown, each task's thread time ×${CPU_SLOWDOWN} (as Lighthouse simulates a phone), from the first contentful paint until live and quiet`,
  );
  console.log(`\n| Page | tasks over 50 ms | blocking time (range) | longest task | longest task without slowdown |`);
  console.log('|---|---|---|---|---|');
  for (const row of taskRows) console.log(row);
  const size = spawnSync(process.execPath, ['scripts/size.mjs'], { env: { ...process.env, SIZE_DIST: OUT_DIR }, encoding: 'utf8' });
  console.log(
    `\n${size.stdout
      .split('\n')
      .filter((l) => l.startsWith('[size] visitor'))
      .join('\n')}`,
  );
  if (!allWorked) process.exitCode = 1;
} finally {
  await browser.close();
  await app.stop();
}
