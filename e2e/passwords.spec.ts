import { expect, test } from './test';
import { createUser, PASSWORD, signIn } from './support';

// Passwords in the browser (docs/security.md #21, #22): sign-up says the rule before submit and
// refuses a weak password; the profile changes the password only with the current one.

test('sign-up states the password rule and refuses a weak password before calling the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters, with a lower-case letter, a capital letter and a digit.');
  await page.getByLabel('Email').fill(`e2e-weak-${Date.now()}@example.com`);
  await password.fill('123456');
  await page.getByLabel('Confirm Password').fill('123456');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password Too Weak')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the profile changes the password with the current one; the new one signs in', async ({ page, request }) => {
  const email = await createUser(request, 'change-pw');
  await signIn(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Password-42');
  await dialog.getByLabel('Confirm new password').fill('Fresh-Password-42');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is not right.');

  await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices were signed out.')).toBeVisible();

  const other = await (await page.context().browser()!.newContext()).newPage();
  await signIn(other, email, 'Fresh-Password-42');
});
