import { expect, live, test } from './test';

test('the landing page offers sign-up to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('AI-Powered Party Planning')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toHaveAttribute('href', '/auth?next=%2Fparty-planning');
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor's landing page does not download the Supabase SDK (what npm run size assumes)", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByText('AI-Powered Party Planning')).toBeVisible();
  // The page asks for its entry once it has painted (scripts/prerender.ts), which on a busy machine
  // can come after the network has been quiet for a while: what it loads is judged once its code
  // has run and waits for the visitor's intent (src/app/wake.ts), then with the network quiet.
  await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/assets\/supabase-(?!config-)[\w-]+\.js$/.test(path))).toEqual([]);
  // Nor the toasts' region, until the visitor first acts.
  expect(scripts.filter((path) => /\/assets\/toaster-/.test(path))).toEqual([]);

  // Going to sign in loads it (once that page is live: docs/decisions.md#a-light-main-thread).
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => scripts.some((path) => /\/assets\/supabase-(?!config-)[\w-]+\.js$/.test(path))).toBe(true);
});

test("a visitor's sign-in and pricing pages go live without the Supabase SDK or zod, and load them on use", async ({ page, request }) => {
  // The scripts a page had asked for by the moment it went live (docs/decisions.md#a-light-main-thread).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-live')) return;
      observer.disconnect();
      (window as unknown as { scriptsWhenLive: string[] }).scriptsWhenLive = performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'fetch' && e.name.endsWith('.js'))
        .map((e) => e.name);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  });
  // What each library's code says of itself: the SDK's auth client its header, zod its error class.
  const libraries = { sdk: 'gotrue-js/', zod: 'ZodError' };
  for (const path of ['/auth', '/pricing']) {
    await page.goto(path);
    await live(page);
    const scripts = await page.evaluate(() => (window as unknown as { scriptsWhenLive: string[] }).scriptsWhenLive);
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      for (const [name, marker] of Object.entries(libraries)) expect(code.includes(marker), `${path} loaded ${name} before it was live (${url})`).toBe(false);
    }
  }
  // Pricing states the free plan's allowance (free_ai_allowance) over plain HTTP: once it shows, the
  // page still has not loaded the SDK.
  await expect(page.getByText(/\d+ AI generations? a day/)).toBeVisible();
  const settled = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );
  for (const url of settled)
    expect((await (await request.get(url)).text()).includes(libraries.sdk), `/pricing loaded the sdk for its allowance (${url})`).toBe(false);
  // Sending the contact form on Pricing loads its checks (zod) then: a message of spaces is refused.
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name *').fill('Ada');
  await form.getByLabel('Last Name *').fill('Lovelace');
  await form.getByLabel('Email *').fill('ada@example.com');
  await form.getByLabel('Message *').fill('   ');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Please check your message')).toBeVisible();
});
