import { expect, test, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, createUser, PASSWORD, STACK_URL, uniqueEmail } from './support';

// Sign-in returns the user to where they were and to what they were doing
// (docs/decisions.md#sign-in-returns-you-where-you-were), by password and by Google alike.

async function signInHere(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test("Use This Template, signed out: after signing in the template's dialog is open again", async ({ page, request }) => {
  const owner = await apiUser(request, 'return-tpl-owner');
  // A guest count no other test uses, so the card is this template's.
  const guests = 100 + Math.floor(Math.random() * 800);
  const party = await apiParty(request, owner, { party_type: 'Housewarming', guest_count: guests });
  const shared = await request.post(`${STACK_URL}/rest/v1/rpc/share_party_as_template`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    data: { p_party_id: party.id },
  });
  expect(shared.ok(), await shared.text()).toBeTruthy();
  const email = await createUser(request, 'return-tpl');

  await page.goto('/public-templates');
  await page.getByRole('button', { name: `Use This Template: Housewarming, ${guests} guests` }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signInHere(page, email);

  const dialog = page.getByRole('dialog', { name: 'Add Your Party Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Where and when is your Housewarming?')).toBeVisible();
  await expect(page).toHaveURL(/\/public-templates$/);
});

test('Upgrade to Pro, signed out: after signing in the upgrade goes on', async ({ page, request }) => {
  const email = await createUser(request, 'return-pro');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in to upgrade to Pro' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Fpricing%3Fupgrade%3Dpro$/);
  await signInHere(page, email);

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirecting to the local test checkout...' })).toBeVisible();
});

test('Plan a Party through Google: the stand-in returns to the wizard', async ({ page }) => {
  await page.goto('/party-planning');
  await expect(page).toHaveURL(/\/auth\?next=%2Fparty-planning$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('return-google'));
  await page.getByLabel('Full name').fill('Gia Return');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/party-planning(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What kind of party are you planning?' })).toBeVisible();
});

test('a next that names another site is ignored: signing in goes home', async ({ page, request }) => {
  const email = await createUser(request, 'return-evil');
  await page.goto(`/auth?next=${encodeURIComponent('//evil.example/steal')}`);
  await signInHere(page, email);
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
