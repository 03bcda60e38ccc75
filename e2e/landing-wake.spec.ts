import { expect, live, test, type Page } from './test';
import { createUser, signIn } from './support';

// A visitor's landing page waits for their intent before it loads the app (src/app/wake.ts,
// docs/decisions.md#the-landing-page-stays-light): the prerendered HTML is their whole first
// screen, and what they do first still works.

/** Script files the page asks for, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The page's reads of public plans. */
function plansReadsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/public_party_plans')) reads.push(request.url());
  });
  return reads;
}

const APP_CHUNKS = /\/assets\/(start|landing)-[\w-]+\.js$/;

async function openWaiting(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('a visitor reads the landing page, call to action included, on the entry script alone; a scroll brings the app', async ({ page }) => {
    const scripts = scriptsOf(page);
    const reads = plansReadsOf(page);
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await openWaiting(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toHaveAttribute('href', '/auth?next=%2Fparty-planning');
    expect(scripts.filter((path) => APP_CHUNKS.test(path))).toEqual([]);
    expect(reads).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.live)).toBeUndefined();
    const hero = await page.evaluateHandle(() => document.querySelector('h1'));

    await page.mouse.wheel(0, 900);
    await expect(page.locator('html[data-app="waiting"]')).toHaveCount(0);
    await live(page);
    await expect(page.getByRole('region', { name: /Trending parties/ })).toBeVisible();
    // The app arrives where the visitor has scrolled to, without taking them back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(scripts.filter((path) => APP_CHUNKS.test(path))).toHaveLength(2);
    // Read once, as the app started: the carousel took that answer instead of asking again.
    expect(reads).toHaveLength(1);
    // Hydrated in place: the hero is the element the HTML brought.
    expect(await page.evaluate((h) => h === document.querySelector('h1'), hero)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the menu button tapped before the app has arrived opens the menu once it has', async ({ page }) => {
    await openWaiting(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  });

  test('a link followed before the app has arrived opens its page', async ({ page }) => {
    await openWaiting(page);
    await page.getByRole('link', { name: 'Watch Demo' }).tap();
    await expect(page).toHaveURL(/\/watch-demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'See how Confetti plans a party' })).toBeVisible();
  });

  test('a signed-in user’s landing page starts the app at once, never showing them the visitor’s call to action', async ({ page, request }) => {
    await signIn(page, await createUser(request, 'wake'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app is held back: the page is its prerendered HTML, drawn for someone who may be signed in.
    await expect(page.locator('html[data-visitor]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
    release();
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toHaveCount(0);
  });
});

test.describe('on a tall screen', () => {
  test.use({ viewport: { width: 1350, height: 1000 } });

  test('a section only the app can fill, on screen from the start, wakes it without any input', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: /Trending parties/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
