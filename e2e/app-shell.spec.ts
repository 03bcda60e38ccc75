import { expect, test } from './test';
import { createUser, PASSWORD, signIn, uniqueEmail } from './support';

test('sign up lands on / signed in, shows My Parties, and signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Parties' })).toBeVisible();

  await page.getByRole('button', { name: /My Account/ }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Parties' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeVisible();
});

test("a wrong password shows 'Login Failed'", async ({ page, request }) => {
  const email = await createUser(request, 'wrongpw');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signed-in-only routes redirect a visitor to /auth, which will return there', async ({ page }) => {
  for (const path of ['/my-parties', '/profile', '/party-planning']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('profile name, bio and avatar survive a reload', async ({ page, request }) => {
  const email = await createUser(request, 'profile');
  await signIn(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('Changing it needs a confirmation from both your current and your new address.')).toBeVisible();

  await page.getByLabel('Full Name').fill('Robin Host');
  await page.getByLabel('Bio').fill('Hosts a summer barbecue every year.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.getByLabel('Upload Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Avatar of Robin Host' });
  await expect(avatar).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]+\/[0-9a-f-]+-\d+\.png$/);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Robin Host');
  await expect(page.getByLabel('Bio')).toHaveValue('Hosts a summer barbecue every year.');
  const reloaded = page.locator('img[alt="Avatar of Robin Host"]');
  await expect(reloaded).toBeVisible();
  expect(await reloaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('Continue with Google completes sign-in through the stand-in page', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Gia Google');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(#.*)?$/);
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Parties' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Full Name')).toHaveValue('Gia Google');
});

test('the Google stand-in refuses the address of a password account, and Cancel returns signed out', async ({ page, request }) => {
  const email = await createUser(request, 'google-taken');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // A person types once the stand-in's page is there (the sign-in page has an Email field too).
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('alert')).toContainText('An account with this e-mail address already exists');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\//);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Parties' })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu opens and closes from the keyboard and lists the header entries', async ({ page, request }) => {
    const email = await createUser(request, 'mobile');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Plan a Party' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Public Parties' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();

    await signIn(page, email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile.getByRole('link', { name: 'My Parties' })).toBeVisible();
    await expect(mobile.getByText(email)).toBeVisible();
    await mobile.getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeVisible();
  });
});
