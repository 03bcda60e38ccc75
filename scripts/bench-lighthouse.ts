// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the public
// pages and a signed-in party page, against a production build served by `vite preview` and a
// fresh, seeded local stack, each on ports of its own. Per page, a warm-up run left out, then three
// runs, each in a new browser profile (empty cache); prints the medians as a table (docs/benchmarks.md).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findBrowser, NO_BROWSER_HINT } from './lib/find-browser.mjs';
import { APP, median, startBenchApp } from './lib/bench-app.ts';
import { browserSettled } from './lib/browser-settled.ts';
import { threadTimeTasks } from './trace-long-tasks.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A folder to keep every run's full report (JSON) and trace in, for looking into a figure. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
/** Only the pages whose name contains this, or one of these separated by `|` (e.g. `BENCH_ONLY=Party`, `BENCH_ONLY='Landing|Public Parties'`). */
const ONLY = process.env.BENCH_ONLY;

const browser = findBrowser();
if (!browser) {
  console.error(NO_BROWSER_HINT);
  process.exit(1);
}

type Page = { name: string; path: string; signedIn?: boolean };
type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The same blocking counted from each task's thread time ×4: what the page's own work blocks, leaving out the time other processes on this machine held the CPU. */
  cpuTbt: number;
  cls: number;
  bytes: number;
};

/** One Lighthouse run in a fresh browser profile; a signed-in page gets the session in localStorage first. */
async function audit(url: string, session: { key: string; value: string } | null, reportName: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: browser!.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await browserSettled(chrome.pid);
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    // The CPU profile in the kept trace names the functions in a long task; it slows the page, so the figures of such a run do not count.
    if (REPORT_DIR && process.env.BENCH_PROFILE) flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
    if (session) {
      // A same-origin file with no scripts, so the cache stays empty for the measured load.
      const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await remote.newPage();
      await tab.goto(`${APP}/robots.txt`);
      await tab.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
      await tab.close();
      await remote.disconnect();
      flags.disableStorageReset = true;
    }
    const result = (await lighthouse(url, flags)) as RunnerResult | undefined;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
      // The unthrottled trace Lighthouse simulated from, for scripts/trace-long-tasks.ts.
      fs.writeFileSync(path.join(REPORT_DIR, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run['scores'];
    return {
      scores,
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cpuTbt: threadTimeTasks(result.artifacts.Trace as Parameters<typeof threadTimeTasks>[0], 4).blocking,
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

const { publicPartyId, ownPartyId, session, stop } = await startBenchApp('lighthouse');
try {
  const pages: Page[] = [
    { name: 'Landing', path: '/' },
    { name: 'Public Parties', path: '/public-parties' },
    { name: 'Public Templates', path: '/public-templates' },
    { name: 'Public party', path: `/public-party/${publicPartyId}` },
    { name: 'Sign in', path: '/auth' },
    { name: 'Pricing (static)', path: '/pricing' },
    { name: 'Party page (signed in)', path: `/party/${ownPartyId}`, signedIn: true },
  ];

  const rows: string[] = [];
  for (const page of pages.filter((p) => !ONLY || ONLY.split('|').some((part) => p.name.includes(part)))) {
    const runs: Run[] = [];
    // A page's first visit after the stack has started does what later visits do not: the demo
    // party, seeded without a photo, gets one made, and the image endpoint resizes it for the first
    // time. That visit is run and left out; the runs counted are ordinary visits (docs/benchmarks.md#lighthouse).
    await audit(`${APP}${page.path}`, page.signedIn ? session : null, `${page.name.toLowerCase().replace(/[^a-z]+/g, '-')}-warm-up`);
    for (let i = 0; i < RUNS; i++) {
      const reportName = `${page.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${i + 1}`;
      runs.push(await audit(`${APP}${page.path}`, page.signedIn ? session : null, reportName));
      process.stdout.write('.');
    }
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    const scores = CATEGORIES.map((c) => m((r) => r.scores[c]));
    const range = `${Math.min(...runs.map((r) => r.scores.performance))}–${Math.max(...runs.map((r) => r.scores.performance))}`;
    rows.push(
      `| ${page.name} | ${scores[0]} (${range}) | ${scores[1]} | ${scores[2]} | ${scores[3]} | ${(m((r) => r.fcp) / 1000).toFixed(1)} s | ${(m((r) => r.lcp) / 1000).toFixed(1)} s | ${Math.round(m((r) => r.tbt))} ms | ${Math.round(m((r) => r.cpuTbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.bytes) / 1024)} KiB |`,
    );
  }
  console.log(`\n\nLighthouse ${RUNS}× per page, mobile, simulated throttling; medians (performance range in brackets)\n`);
  console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | TBT (thread time) | CLS | Transferred |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await stop();
}
