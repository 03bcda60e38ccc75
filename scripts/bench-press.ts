// `npm run bench:press`: a person on a phone pressing what a prerendered page shows, the moment it
// shows (docs/benchmarks.md#presses-on-a-phone). Chromium at 412×823 with touch, 4× CPU slowdown,
// 150 ms round trip and 1.6 Mbps (Lighthouse's mobile figures, applied for real through the
// DevTools protocol rather than simulated), against a production build and a fresh stack.
//
// Per control, PRESS_TRIES fresh visits (empty cache): the control is pressed once as soon as it
// is visible; the bench reports whether that first press took effect, press-to-effect (p75), and
// on the landing page the time from the press to the app being live. Then, with the page live,
// the same press again for its interaction's duration (INP). Per page, the main thread's long
// tasks from the first byte until it is quiet, at 4× and without slowdown: a figure that moves
// far less with a busy machine than Lighthouse's TBT does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findBrowser, NO_BROWSER_HINT } from './lib/find-browser.mjs';
import { median, OUT_DIR, p75, startBenchApp, type BenchApp } from './lib/bench-app.ts';

const TRIES = Number(process.env.PRESS_TRIES ?? 5);
const LONG_TASK_RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
/** Only the controls and pages whose name contains this. */
const ONLY = process.env.BENCH_ONLY;
/** A folder for a Chrome trace of each long-task run (open in DevTools' Performance panel). */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const EFFECT_TIMEOUT_MS = 20_000;
/** `press`, `tasks` or both (default): the presses, the pages' long tasks. */
const PARTS = (process.env.BENCH_PARTS ?? 'press,tasks').split(',');

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and CPU (4×). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

type Effect =
  | { kind: 'heading'; text: string }
  | { kind: 'toast'; text: RegExp }
  | { kind: 'path'; path: string }
  | { kind: 'menu-open' };

interface Control {
  name: string;
  path: string;
  signedIn?: boolean;
  role: 'button';
  label: string | RegExp;
  effect: Effect;
}

const CONTROLS: Control[] = [
  { name: "/auth 'Sign up'", path: '/auth', role: 'button', label: 'Sign up', effect: { kind: 'heading', text: 'Create Account' } },
  { name: "/pricing 'Upgrade to Pro' (visitor)", path: '/pricing', role: 'button', label: 'Upgrade to Pro', effect: { kind: 'toast', text: /Please sign in to upgrade to Pro/ } },
  {
    name: "/pricing 'Upgrade to Pro' (signed in)",
    path: '/pricing',
    signedIn: true,
    role: 'button',
    label: 'Upgrade to Pro',
    effect: { kind: 'toast', text: /Redirecting to|blocked the checkout tab/ },
  },
  { name: "/public-templates 'Use This Template'", path: '/public-templates', role: 'button', label: /^Use This Template/, effect: { kind: 'path', path: '/auth' } },
  { name: '/ menu button', path: '/', role: 'button', label: 'Open menu', effect: { kind: 'menu-open' } },
  { name: '/faq menu button', path: '/faq', role: 'button', label: 'Open menu', effect: { kind: 'menu-open' } },
];

/** What the page records for the bench, from before its first byte (installed as an init script). */
function probe() {
  type Bench = { press: number | null; live: number | null; fcp: number | null; longTasks: Array<[number, number]>; events: Array<[number, string, number]> };
  const bench: Bench = { press: null, live: null, fcp: null, longTasks: [], events: [] };
  (window as unknown as { __bench: Bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) if (e.interactionId) bench.events.push([e.interactionId, e.name, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', (e) => void (bench.press ??= e.timeStamp), true);
  new MutationObserver(() => {
    if (bench.live === null && document.documentElement?.dataset.live) bench.live = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
}

/** Whether `effect` is on screen; the time it was seen (the page's clock), else false. */
function effectSeen(effect: { kind: string; text?: string; source?: string; path?: string }): number | false {
  let seen = false;
  if (effect.kind === 'heading') seen = document.querySelector('h1')?.textContent?.trim() === effect.text;
  else if (effect.kind === 'toast') {
    const re = new RegExp(effect.source!);
    seen = Array.from(document.querySelectorAll('[data-sonner-toast]')).some((t) => re.test(t.textContent ?? ''));
  } else if (effect.kind === 'path') seen = location.pathname === effect.path;
  else if (effect.kind === 'menu-open') {
    const toggle = document.querySelector('header button[aria-controls]');
    const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls')!);
    seen = toggle?.getAttribute('aria-expanded') === 'true' && !!menu && !menu.hidden;
  }
  return seen && performance.now();
}

const effectArg = (e: Effect) => (e.kind === 'toast' ? { kind: e.kind, source: e.text.source } : e);

async function throttledPage(browser: Browser, app: BenchApp, opts: { signedIn?: boolean; slowdown?: number; network?: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
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

/** One visit: the control pressed once, the moment it is visible. */
async function pressAtSight(browser: Browser, app: BenchApp, control: Control): Promise<PressResult> {
  const { context, page } = await throttledPage(browser, app, { signedIn: control.signedIn });
  try {
    await page.goto(app.app + control.path, { waitUntil: 'commit' });
    const target = page.getByRole(control.role, { name: control.label }).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    // A control further down is pressed once scrolled to, as a person would.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${control.name}: no box`);
    const pressedBeforeLive = await page.evaluate(() => !document.documentElement.dataset.live);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const seen = await page
      .waitForFunction(effectSeen, effectArg(control.effect), { polling: 'raf', timeout: EFFECT_TIMEOUT_MS })
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => null);
    const bench = await page.evaluate(() => (window as unknown as { __bench: { press: number | null; live: number | null } }).__bench);
    if (seen === null || bench.press === null) return { worked: false, toEffect: NaN, toLive: null, pressedBeforeLive };
    return { worked: true, toEffect: seen - bench.press, toLive: bench.live === null ? null : Math.max(0, bench.live - bench.press), pressedBeforeLive };
  } finally {
    await context.close();
  }
}

/** One visit with the page live and settled: the press's interaction duration (what INP takes); NaN when the press did nothing. */
async function pressWhenLive(browser: Browser, app: BenchApp, control: Control): Promise<number> {
  const { context, page } = await throttledPage(browser, app, { signedIn: control.signedIn });
  try {
    await page.goto(app.app + control.path, { waitUntil: 'load' });
    await wake(page);
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
    const target = page.getByRole(control.role, { name: control.label }).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await target.scrollIntoViewIfNeeded();
    await quiet(page, 1000, 15_000);
    const box = (await target.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const worked = await page
      .waitForFunction(effectSeen, effectArg(control.effect), { polling: 'raf', timeout: EFFECT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    if (!worked) return NaN;
    // Event timing reports an interaction once its frame has been presented.
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => (window as unknown as { __bench: { events: Array<[number, string, number]> } }).__bench.events);
    return events.reduce((max, [, , duration]) => Math.max(max, duration), 0);
  } finally {
    await context.close();
  }
}

/** The landing page waits for a visitor's intent (src/app/wake.ts): a person's first scroll. */
async function wake(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.dataset.app === 'waiting' && window.scrollBy(0, 1));
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

type LongTasks = { count: number; total: number; blocking: number; max: number };

/** One visit, untouched: the long tasks from the first byte until the page is live (or waiting for intent) and quiet. */
async function longTasksOf(browser: Browser, app: BenchApp, url: string, signedIn: boolean, slowdown: number, traceName: string | null): Promise<LongTasks> {
  const { context, page } = await throttledPage(browser, app, { signedIn, slowdown, network: slowdown !== 1 });
  try {
    if (traceName) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    // A visitor's landing page, untouched, stays as its HTML and entry (as in Lighthouse's run).
    if (!(await page.evaluate(() => document.documentElement.dataset.app === 'waiting'))) {
      await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await quiet(page, 3000, 30_000);
    if (traceName) fs.writeFileSync(path.join(TRACE_DIR!, `${traceName}.json`), await browser.stopTracing());
    const { fcp, longTasks } = await page.evaluate(() => (window as unknown as { __bench: { fcp: number | null; longTasks: Array<[number, number]> } }).__bench);
    const durations = longTasks.map(([, d]) => d);
    return {
      count: durations.length,
      total: durations.reduce((a, b) => a + b, 0),
      blocking: longTasks.filter(([start]) => fcp === null || start >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0),
      max: Math.max(0, ...durations),
    };
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
const browser = await chromium.launch({ executablePath: browserPath, args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] });
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

  console.log(`\n\nPresses on a simulated phone (412×823, touch, ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps), ${TRIES} fresh visits each; pressed the moment the control is visible`);
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
    const slow: LongTasks[] = [];
    const fast: LongTasks[] = [];
    for (let i = 0; i < LONG_TASK_RUNS; i++) {
      const trace = TRACE_DIR ? `${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${i + 1}` : null;
      const failed = (error: unknown) => {
        console.error(`\n${p.name}: ${String(error)}`);
        return { count: NaN, total: NaN, blocking: NaN, max: NaN };
      };
      slow.push(await longTasksOf(browser, app, app.app + p.path, !!p.signedIn, CPU_SLOWDOWN, trace).catch(failed));
      fast.push(await longTasksOf(browser, app, app.app + p.path, !!p.signedIn, 1, null).catch(failed));
      process.stdout.write('.');
    }
    const m = (runs: LongTasks[], pick: (r: LongTasks) => number) => median(runs.map(pick));
    taskRows.push(
      `| ${p.name} | ${m(slow, (r) => r.count)} | ${ms(m(slow, (r) => r.total))} | ${ms(m(slow, (r) => r.blocking))} | ${ms(m(slow, (r) => r.max))} | ` +
        `${m(fast, (r) => r.count)} | ${ms(m(fast, (r) => r.max))} |`,
    );
  }

  console.log(`\nMain thread from the first byte until live and quiet, median of ${LONG_TASK_RUNS} visits (long tasks: over 50 ms; blocking: their time over 50 ms after FCP)`);
  console.log(`\n| Page | ${CPU_SLOWDOWN}×: long tasks | total | blocking | longest | 1×: long tasks | longest |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const row of taskRows) console.log(row);
  const size = spawnSync(process.execPath, ['scripts/size.mjs'], { env: { ...process.env, SIZE_DIST: OUT_DIR }, encoding: 'utf8' });
  console.log(`\n${size.stdout.split('\n').filter((l) => l.startsWith('[size] visitor')).join('\n')}`);
  if (!allWorked) process.exitCode = 1;
} finally {
  await browser.close();
  await app.stop();
}
