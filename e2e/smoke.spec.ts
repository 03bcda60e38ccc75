import { expect, test } from './test';

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
