import { expect, test, type APIRequestContext, type Page } from './test';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { apiParty, apiUser, expectNoSeriousViolations, PNG, signIn, STACK_URL } from './support';

// Pro end to end, against the built app and a fresh local stack with no payment provider and no
// Canva credentials: a free account's daily AI allowance running out, subscribing through the
// stack's checkout page, cancelling on its subscription page, and Pro ending with the period.

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toaster]').getByText(text);

/** REST as the service role (what the app itself can never do). */
async function asService(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const { serviceRoleKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  const res = await request.fetch(`${STACK_URL}/rest/v1/${path}`, {
    method,
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

test('a free account runs out of AI generations, upgrades to Pro, cancels, and Pro ends with the period', async ({ page, request }) => {
  const member = await apiUser(request, 'allowance');
  // No ideas: the party page makes no photo by itself, so only the clicks below generate.
  const party = await apiParty(request, member, { ideas: null });
  const [{ daily_generations: limit }] = await asService(request, 'GET', 'ai_allowance_settings?select=daily_generations');
  // Today's allowance is nearly used up (a quick way to the last generation).
  const today = new Date().toISOString().slice(0, 10);
  await asService(request, 'POST', 'ai_generation_usage', { user_id: member.id, day: today, used: limit - 1 });

  await signIn(page, member.email);
  await page.goto(`/party/${party.id}`);
  const designer = page.getByRole('region', { name: 'T-Shirt Designer' });
  await expect(designer.getByText(`1 of ${limit} AI generations left today`)).toBeVisible();
  await designer.getByRole('button', { name: 'Generate Design' }).click();
  await expect(toast(page, 'T-shirt design generated!')).toBeVisible({ timeout: 30_000 });
  await expect(designer.getByText(`0 of ${limit} AI generations left today`)).toBeVisible();

  await designer.getByRole('button', { name: 'Generate New Design' }).click();
  const exhausted = page.locator('[data-sonner-toast]').filter({ hasText: `You've used all ${limit} of today's free AI generations` });
  await expect(exhausted).toBeVisible();
  await exhausted.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing#pro$/);
  await expect(page.getByRole('heading', { name: 'Confetti Pro' })).toBeInViewport();

  // Subscribe through the local checkout page (a new tab, as Stripe Checkout would be).
  const [checkout] = await Promise.all([page.waitForEvent('popup'), page.locator('#pro').getByRole('button', { name: 'Upgrade to Pro' }).click()]);
  await checkout.getByRole('button', { name: 'Subscribe for $9.99 / month' }).click();
  await expect(checkout.getByText('Welcome to Confetti Pro! Your membership is active.')).toBeVisible();
  await checkout.close();

  // Pro: no counter, and generating goes on past the free allowance.
  await page.goto(`/party/${party.id}`);
  await expect(page.getByRole('button', { name: /My Account.*Pro/ })).toBeVisible();
  await expect(designer.getByRole('button', { name: 'Generate Design' })).toBeVisible();
  await expect(page.getByText(/AI generations left today/)).toHaveCount(0);
  await designer.getByRole('button', { name: 'Generate Design' }).click();
  await expect(toast(page, 'T-shirt design generated!')).toBeVisible({ timeout: 30_000 });

  // Cancel Pro: the stack's stand-in for Stripe's customer portal, in this tab, and back.
  await page.goto('/profile');
  await expect(page.getByText(/^You are a Confetti Pro member since .+\. Renews on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Pro' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const [sub] = await asService(request, 'GET', `subscriptions?user_id=eq.${member.id}&select=current_period_end,cancel_at_period_end`);
  expect(sub.cancel_at_period_end).toBe(true);
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(sub.current_period_end));
  await expect(page.getByText(`Pro until ${until}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Profile Settings.*Pro/ })).toBeVisible();
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // The paid period runs out: the stack ends the subscription, and the badge goes.
  await asService(request, 'PATCH', `subscriptions?user_id=eq.${member.id}`, { current_period_end: new Date(Date.now() - 1000).toISOString() });
  await expect.poll(async () => (await asService(request, 'GET', `profiles?id=eq.${member.id}&select=is_pro`))[0].is_pro, { timeout: 15_000 }).toBe(false);
  await page.reload();
  await expect(page.getByText(/^You are on the free plan\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Profile Settings.*Pro/ })).toHaveCount(0);
  await expect(page.getByText(`0 of ${limit} AI generations left today`)).toBeVisible();
});

test("'Edit in Canva' stays hidden while this server has no Canva credentials, and the function says why", async ({ page, request }) => {
  const owner = await apiUser(request, 'canva');
  const party = await apiParty(request, owner, { ideas: null });
  // A saved design and a party photo, as the app stores them.
  const designPath = `${owner.id}/${party.id}_design_${Date.now()}.png`;
  const up = await request.post(`${STACK_URL}/storage/v1/object/tshirt-designs/${designPath}`, {
    headers: { apikey: (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey, authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
    data: PNG,
  });
  expect(up.ok(), await up.text()).toBeTruthy();

  await signIn(page, owner.email);
  await page.goto(`/party/${party.id}`);
  const saved = page.getByRole('region', { name: 'Saved Designs' }).getByRole('list', { name: 'Saved designs' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Edit in Canva/ })).toHaveCount(0);
  const answer = await page.evaluate(
    async ({ url, key, token, filePath }) => {
      const res = await fetch(`${url}/functions/v1/canva-edit-design`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'tshirt_design', filePath }),
      });
      return { status: res.status, body: await res.json() };
    },
    { url: STACK_URL, key: (await wellKnownKeys(DEFAULT_JWT_SECRET)).anonKey, token: owner.token, filePath: designPath },
  );
  expect(answer).toMatchObject({ status: 503, body: { details: { code: 'not_configured' } } });
});
