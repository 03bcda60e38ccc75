// The suite's `test`: Playwright's, with nothing done behind a test's back. A prerendered page is
// on screen, and its load event has fired, before its code is live; a test presses and types the
// moment a control shows, as a person does, and the page keeps a press made before it is live and
// carries it out once it is (src/app/early-press.ts). A test that needs the live page says so:
// `await live(page)`.
//
// Every page runs under the build's Content-Security-Policy (`vite preview` sends it, scripts/csp.ts):
// a test fails on any violation the browser reports, in any page or context it opened.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the page is live (`<html data-live>`, src/app/live.ts). A visitor's landing page
 * waits for their intent (src/app/wake.ts): it is given a person's first scroll.
 */
export async function live(page: Page): Promise<void> {
  const html = page.locator('html[data-live], html[data-app="waiting"]');
  await expect(html).toHaveCount(1, { timeout: 15_000 });
  await page.evaluate(() => document.documentElement.dataset.app === 'waiting' && window.scrollBy(0, 1));
  await expect(page.locator('html[data-live]')).toHaveCount(1, { timeout: 15_000 });
}

/** Reports what the page's Content-Security-Policy refused, as a console error the context sees. */
function reportViolations() {
  addEventListener('securitypolicyviolation', (e) =>
    console.error(`Content-Security-Policy violation: ${e.violatedDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
  );
}

async function watchPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(reportViolations);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
}

export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchPolicy(context, violations);
      // Contexts a test opens itself (another person, e2e/support.ts's signedInPage) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const opened = await newContext.apply(this, args);
        await watchPolicy(opened, violations);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
