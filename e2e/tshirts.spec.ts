import { expect, test, type APIRequestContext, type Page } from './test';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { apiParty, apiUser, expectNoSeriousViolations, fillShippingAddress, signIn, STACK_URL } from './support';

// T-shirts, checkout and Pro end to end, against the built app and a fresh local stack with no
// payment provider configured: payments go through the stack's local checkout page, which opens
// in a new tab and returns to /checkout-success as Stripe would.

// A party with no ideas: designs start from the party type alone.
const TSHIRT_PARTY = { location: 'Austin, TX', ideas: null };

/** Reads the database as the service role (what the app itself can never do). */
async function asService(request: APIRequestContext, path: string) {
  const { serviceRoleKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  const res = await request.get(`${STACK_URL}/rest/v1/${path}`, { headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toaster]').getByText(text);

test('design a T-shirt, save and select it, buy 2 × M and 1 × XL through the local checkout page', async ({ page, request }) => {
  // Generating, saving, a shipping address, paying and the success page: more than the default minute on a busy machine.
  test.setTimeout(90_000);
  const owner = await apiUser(request, 'tees');
  const party = await apiParty(request, owner, TSHIRT_PARTY);
  await signIn(page, owner.email);
  await page.goto(`/party/${party.id}`);

  const designer = page.getByRole('region', { name: 'T-Shirt Designer' });
  await expect(designer).toBeVisible();
  await designer.getByLabel('Describe your design (optional)').fill('retro sunset in gold and navy');
  await designer.getByRole('button', { name: 'Generate Design' }).click();
  await expect(toast(page, 'T-shirt design generated!')).toBeVisible({ timeout: 30_000 });
  const preview = designer.getByRole('img', { name: /T-shirt preview/ });
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  // A real picture: the browser decoded it at its full size.
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);

  await designer.getByRole('button', { name: 'Save Design' }).click();
  await expect(toast(page, 'Design saved successfully!')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved Designs' }).getByRole('list', { name: 'Saved designs' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  const savedImage = saved.getByRole('img');
  await expect(savedImage).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/tshirt-designs/${owner.id}/${party.id}_design_\\d+\\.png$`));

  await saved.getByRole('button', { name: /^Select / }).click();
  await expect(toast(page, /^Selected saved design: .+ design \(/)).toBeVisible();

  await designer.getByText('M', { exact: true }).click();
  await designer.getByLabel('Quantity').fill('2');
  await designer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added 2 M t-shirt(s) to cart')).toBeVisible();
  await designer.getByText('XL', { exact: true }).click();
  await designer.getByLabel('Quantity').fill('1');
  await designer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added 1 XL t-shirt(s) to cart')).toBeVisible();

  const cartButton = page.getByRole('button', { name: 'Cart: 3 items, $77.00' });
  await expect(cartButton).toBeVisible();
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-total')).toHaveText('$77.00');
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // The payment page opens in a new tab, once the shipping address is filled in.
  await fillShippingAddress(drawer);
  const [checkout] = await Promise.all([page.waitForEvent('popup'), drawer.getByRole('button', { name: 'Checkout' }).click()]);
  await expect(toast(page, 'Redirecting to the local test checkout...')).toBeVisible();
  await expect(checkout).toHaveURL(new RegExp(`^${STACK_URL}/checkout/v1/session/cs_local_[0-9a-f]{48}$`));
  await expect(checkout.getByText('Total due today')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay $77.00' }).click();

  // Back in the app, in that tab, like Stripe's success_url.
  await expect(checkout).toHaveURL(/\/checkout-success\?session_id=cs_local_/);
  await expect(checkout.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(checkout.getByTestId('order-total')).toHaveText('$77.00');
  const items = checkout.getByRole('table', { name: 'Items in this order' });
  await expect(items).toContainText('Size M · $25.00 each');
  await expect(items).toContainText('Size XL · $27.00 each');
  const orderId = (await checkout.getByTestId('order-id').textContent())!.trim();
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => checkout.evaluate(() => localStorage.getItem('tshirt-cart'))).toBeNull();
  await expectNoSeriousViolations(checkout, { ignoreToasts: true });

  // The first tab sees the cart emptied too (storage event): its open drawer, then its header.
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Cart: 0 items, $0.00' })).toBeVisible();

  // The order is paid in the database, at the server's prices.
  const [order] = await asService(
    request,
    `orders?id=eq.${orderId}&select=status,total_cents,provider,paid_at,user_id,order_items(size,quantity,unit_price_cents)`,
  );
  expect(order).toMatchObject({ status: 'paid', total_cents: 7700, provider: 'local', user_id: owner.id });
  expect(order.paid_at).not.toBeNull();
  expect(
    order.order_items.map((i: { size: string; quantity: number; unit_price_cents: number }) => `${i.quantity}×${i.size}@${i.unit_price_cents}`).sort(),
  ).toEqual(['1×XL@2700', '2×M@2500']);
});

test('a public visitor can look at the designer but cannot generate or buy', async ({ browser, request }) => {
  const owner = await apiUser(request, 'tees-public');
  const party = await apiParty(request, owner, { ...TSHIRT_PARTY, is_public: true });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/public-party/${party.id}`);
  const designer = page.getByRole('region', { name: 'T-Shirt Designer' });
  await expect(designer).toBeVisible();
  await designer.getByRole('button', { name: 'Generate Design' }).click();
  await expect(toast(page, 'Please use this party as a template to generate designs')).toBeVisible();
  await designer.getByText('M', { exact: true }).click();
  await designer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Please use this party as a template to purchase designs')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tshirt-cart'))).toBeNull();
  await expect(page.getByRole('button', { name: /^Cart: / })).toHaveCount(0);
});

test('upgrade to Pro through the local checkout page, then the Pro badge shows', async ({ page, request }) => {
  const member = await apiUser(request, 'pro');
  await signIn(page, member.email);
  await page.goto('/pricing');
  const [checkout] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Upgrade to Pro' }).first().click()]);
  await expect(checkout.getByText('Confetti Pro (monthly subscription)')).toBeVisible();
  await checkout.getByRole('button', { name: 'Subscribe for $9.99 / month' }).click();
  await expect(checkout.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(checkout.getByText('Welcome to Confetti Pro! Your membership is active.')).toBeVisible();
  await expect(checkout.getByRole('button', { name: /My Account.*Pro/ })).toBeVisible();

  // The first tab hears about it (broadcast) and shows the badge too, then the profile does.
  await expect(page.getByRole('button', { name: /My Account.*Pro/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: /Profile Settings.*Pro/ })).toBeVisible();
  await expect(page.getByText(/^You are a Confetti Pro member since /)).toBeVisible();
  // Canva is not set up on this stack: the host reads that it is not available, never a setting's name.
  await expect(page.getByRole('button', { name: 'Connect Canva' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Connect Canva' })).toHaveAccessibleDescription("This isn't available yet.");

  const [profile] = await asService(request, `profiles?id=eq.${member.id}&select=is_pro`);
  expect(profile.is_pro).toBe(true);
});
