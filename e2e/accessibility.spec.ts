import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn } from './support';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const [path, ready] of [
  ['/', 'Sign Up to Start Planning'],
  ['/auth', 'Welcome Back'],
  ['/pricing', 'Simple, transparent pricing'],
  ['/faq', 'Frequently Asked Questions'],
] as const) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}

test('axe finds no serious or critical violations on /profile', async ({ page, request }) => {
  const email = await createUser(request, 'axe');
  await signIn(page, email);
  await page.goto('/profile');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectNoSeriousViolations(page);
});
