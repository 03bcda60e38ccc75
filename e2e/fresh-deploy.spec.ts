import fs from 'node:fs';
import path from 'node:path';
import { expect, live, test, type Page } from './test';

// A fresh deploy does not break an open tab (src/app/fresh-deploy.ts,
// docs/decisions.md#a-fresh-deploy-and-an-open-tab). The test removes one of the build's files
// while a tab that was loaded before is open, as a deploy removes the old build's; the file is
// back (the new build) by the time the tab reloads.

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

/** The built file of a source module. */
function builtFile(source: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return path.join(DIST, manifest[source]!.file);
}

/**
 * Takes `file` away; it comes back as the tab asks for a page again (a navigation). Answers the
 * addresses of those page requests.
 */
async function deployWithout(page: Page, file: string): Promise<{ reloads: string[]; restore: () => void }> {
  const aside = `${file}.away`;
  fs.renameSync(file, aside);
  const restore = () => fs.existsSync(aside) && fs.renameSync(aside, file);
  const reloads: string[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().isNavigationRequest()) {
      reloads.push(new URL(route.request().url()).pathname);
      restore();
    }
    await route.continue();
  });
  return { reloads, restore };
}

test('a page whose code is gone since the tab opened reloads once into the new build, at the same address', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/faq');
  await live(page);
  const deploy = await deployWithout(page, builtFile('src/features/marketing/routes/pricing.tsx'));
  try {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();
    await live(page);
    await expect(page).toHaveURL(/\/pricing$/);
    expect(deploy.reloads).toEqual(['/pricing']);
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  } finally {
    deploy.restore();
  }
});

test('what was typed into the page is still there after such a reload', async ({ page }) => {
  await page.goto('/contact-us');
  await live(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill('Ana');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel('Message').fill('Can you help with a garden party for 40?');
  // The first key loads the toasts' code: gone with the old build.
  const deploy = await deployWithout(page, builtFile('src/app/toaster.tsx'));
  try {
    await form.getByLabel('Subject').press('P');
    await expect.poll(() => deploy.reloads).toEqual(['/contact-us']);
    await live(page);
    await expect(form.getByLabel('First Name')).toHaveValue('Ana');
    await expect(form.getByLabel('Email')).toHaveValue('ana@example.com');
    await expect(form.getByLabel('Message')).toHaveValue('Can you help with a garden party for 40?');
    await expect(form.getByLabel('Subject')).toBeFocused();
  } finally {
    deploy.restore();
  }
});

test('a tab does not reload again and again when the file is missing from the new build too', async ({ page }) => {
  await page.goto('/faq');
  await live(page);
  const file = builtFile('src/features/marketing/routes/pricing.tsx');
  const aside = `${file}.away`;
  fs.renameSync(file, aside);
  const pages: string[] = [];
  page.on('request', (r) => void (r.isNavigationRequest() && pages.push(new URL(r.url()).pathname)));
  try {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    // One reload, then the page's error, with its own way to try again.
    await expect(page.getByRole('alert').getByText('Something went wrong')).toBeVisible({ timeout: 20_000 });
    expect(pages).toEqual(['/pricing']);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  } finally {
    fs.renameSync(aside, file);
  }
});
