// The suite's `test`: Playwright's, plus a wait after every full page load until a prerendered page
// has been taken over by the app (docs/decisions.md#prerendered-public-pages). Such a page is on
// screen, and its load event has fired, before its scripts arrive; a click then would find no
// handler yet, as a person tapping that fast would. Pages the app renders itself need no wait.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Pages opened with scripts off (nothing will take them over). */
export const scriptsOff = new WeakSet<Page>();

/**
 * Pages whose test watches the takeover itself: neither waited for nor woken. Other pages that
 * wait for a visitor's intent before loading the app (src/app/wake.ts) are woken, as a person's
 * first scroll would.
 */
export const leftAlone = new WeakSet<Page>();

async function untilLive(page: Page): Promise<unknown> {
  if (scriptsOff.has(page) || leftAlone.has(page)) return;
  const settled = await page.waitForFunction(
    () => {
      if (!document.getElementById('root')?.dataset.prerendered || document.documentElement.dataset.live === 'true') return 'live';
      return document.documentElement.dataset.app === 'waiting' ? 'waiting' : false;
    },
    undefined,
    { timeout: 15_000 },
  );
  if ((await settled.jsonValue()) === 'live') return;
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  return page.waitForFunction(() => document.documentElement.dataset.live === 'true', undefined, { timeout: 15_000 });
}

const patched = new WeakSet<object>();

/** Every page shares its class's prototype: wrapping it once covers pages from any context. */
function waitAfterLoads(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<'goto' | 'reload' | 'goBack' | 'goForward', (...args: unknown[]) => Promise<unknown>>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      await untilLive(this);
      return response;
    };
  }
}

export const test = base.extend<{ waitForTakeOver: void }>({
  waitForTakeOver: [
    async ({ page }, use) => {
      waitAfterLoads(page);
      await use();
    },
    { auto: true },
  ],
});
