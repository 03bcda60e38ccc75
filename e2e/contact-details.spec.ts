import { expect, test } from './test';

// scripts/e2e.mjs builds the app with VITE_SUPPORT_PHONE set and no postal address, office hours or social accounts.
const PHONE = '+1 (202) 010-0142';

test('Contact Us shows the configured phone and nothing that is not configured', async ({ page }) => {
  await page.goto('/contact-us');
  const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(aside.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+12020100142');
  await expect(aside.getByRole('link', { name: 'support@confetti.party' })).toBeVisible();
  await expect(aside.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(/hotline|24\/7|office hours/i)).toHaveCount(0);
  await expect(page.getByText(/555/)).toHaveCount(0);
  // No social account is configured for the build: the footer links none.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Confetti on (Facebook|Instagram|X)/ })).toHaveCount(0);
});

test('the Help Center calls the configured number, and its articles open', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+12020100142');
  const text = page.getByText(/Attach an image or a file of up to 10 MB/);
  await expect(text).toBeHidden();
  await page.getByText('Using the party chat').click();
  await expect(text).toBeVisible();
});
