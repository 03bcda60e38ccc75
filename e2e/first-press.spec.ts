import { expect, live, test, type Locator, type Page } from './test';
import { createUser, signIn } from './support';

// No dead taps (docs/decisions.md#no-dead-taps): on a phone, each control a prerendered page shows
// is pressed the moment it is visible — usually long before the page's code is live — and its
// first press takes effect. The phone is simulated as Lighthouse's mobile run has it (412×823,
// touch, 4× CPU slowdown, 150 ms round trip, 1.6 Mbps), through the DevTools protocol.

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
// A throttled phone takes seconds per page; an effect may take as long as the page's code.
test.describe.configure({ timeout: 90_000 });
const EFFECT = { timeout: 30_000 };

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` and taps `control` as soon as it is visible. */
async function tapAtSight(page: Page, path: string, control: (page: Page) => Locator): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  const target = control(page);
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  // A control further down is pressed once scrolled to, as a person would.
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });

test("/auth: 'Sign up' pressed at sight switches to the sign-up form, once", async ({ page }) => {
  await throttle(page);
  await tapAtSight(page, '/auth', (p) => p.getByRole('button', { name: 'Sign up' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible(EFFECT);
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
});

test("/pricing: a visitor's 'Upgrade to Pro' pressed at sight asks them to sign in", async ({ page }) => {
  await throttle(page);
  await tapAtSight(page, '/pricing', (p) => p.getByRole('button', { name: 'Upgrade to Pro' }));
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in to upgrade to Pro' })).toBeVisible(EFFECT);
});

test("/pricing: a member's 'Upgrade to Pro' pressed at sight opens the checkout", async ({ page, request }) => {
  await signIn(page, await createUser(request, 'press-pro'));
  await throttle(page);
  const popups: Page[] = [];
  page.on('popup', (p) => void popups.push(p));
  await tapAtSight(page, '/pricing', (p) => p.getByRole('button', { name: 'Upgrade to Pro' }));
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirecting to the local test checkout...' })).toBeVisible(EFFECT);
  // The checkout opens in a new tab; a browser that no longer counts the (kept) press as the
  // person's own blocks the tab, and the toast offers the checkout instead (src/features/checkout/lib/open-checkout.ts).
  const blocked = page.locator('[data-sonner-toast]').filter({ hasText: 'Your browser blocked the checkout tab.' });
  await expect.poll(async () => popups.length > 0 || (await blocked.isVisible()), EFFECT).toBe(true);
  let checkout = popups[0];
  if (!checkout) {
    await blocked.getByRole('button', { name: 'Open checkout' }).click();
    checkout = page;
  }
  await expect(checkout.getByRole('button', { name: 'Subscribe for $9.99 / month' })).toBeVisible(EFFECT);
});

test("/public-templates: 'Use This Template' pressed at sight takes a visitor to sign in", async ({ page }) => {
  await throttle(page);
  await tapAtSight(page, '/public-templates', (p) => p.getByRole('button', { name: /^Use This Template/ }).first());
  await expect(page).toHaveURL(/\/auth\?next=%2Fpublic-templates%3Fuse%3D/, EFFECT);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible(EFFECT);
});

for (const path of ['/', '/faq']) {
  test(`${path}: the menu button pressed at sight opens the menu, and it stays open`, async ({ page }) => {
    await throttle(page);
    await tapAtSight(page, path, menuButton);
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Public Parties' })).toBeVisible(EFFECT);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await live(page);
    await expect(mobile).toBeVisible();
  });
}

test('a press made before the code has arrived shows as pressed, and is carried out once, however often it was made', async ({ page }) => {
  // Hold the app back: the page is its HTML and its first script.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  const toggle = page.getByRole('button', { name: 'Sign up' });
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveAttribute('data-held', '');
  // Nothing seemed to happen, so they press again.
  await toggle.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await live(page);
  // Once: a second switch would have gone back to the sign-in form.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy', 'true');
});
