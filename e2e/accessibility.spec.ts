import { expect, test } from './test';
import { createUser, expectNoSeriousViolations, signIn, waitForToastsSettled } from './support';

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

test('axe finds no serious or critical violations in an error toast and a success toast', async ({ page, request }) => {
  const email = await createUser(request, 'axe-toast');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText('Login Failed')).toBeVisible();
  await waitForToastsSettled(page);
  await expectNoSeriousViolations(page);

  await signIn(page, email);
  await page.goto('/profile');
  await page.getByLabel('Bio').fill('Loves a good party.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText('Profile updated successfully!')).toBeVisible();
  await waitForToastsSettled(page);
  await expectNoSeriousViolations(page);
});
