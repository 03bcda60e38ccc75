import { expect, test } from '@playwright/test';

test('the landing page offers sign-up to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('AI-Powered Party Planning')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toHaveAttribute('href', '/auth');
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
