import AxeBuilder from '@axe-core/playwright';
import { expect, live, test } from './test';

// Search engines and link previews (docs/decisions.md#search-engines-and-link-previews), in the built app as `vite preview` serves it.

test('robots.txt and sitemap.xml are served as text and XML, not as the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n\nSitemap: https?:\/\/\S+\/sitemap\.xml\n$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  expect(await sitemap.text()).toContain('/public-parties</loc>');
  const image = await request.get('/og-default.png');
  expect(image.headers()['content-type']).toBe('image/png');
});

test("a public party's page is titled with its name, and its tags follow it", async ({ page }) => {
  await page.goto('/public-parties');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Confetti`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/public-party\/[0-9a-f-]{36}$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const path of ['/', '/pricing']) {
    test(`every tap target on ${path} is at least 24 px or spaced apart (WCAG 2.5.8)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
      // The carousel's dots are the app's: this test needs the landing page live (it waits for a visitor's first scroll).
      if (path === '/') {
        await live(page);
        await expect(page.getByRole('button', { name: 'Show parties from 1' })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });
  }
});
