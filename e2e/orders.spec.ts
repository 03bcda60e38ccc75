import { expect, test, type APIRequestContext, type Page } from './test';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { ANON_KEY, apiParty, apiUser, expectNoSeriousViolations, fillShippingAddress, PNG, signIn, STACK_URL } from './support';

// After the sale, end to end against the built app and a fresh local stack: a T-shirt bought
// through the stack's checkout page, with a shipping address, shows up paid in My Orders, with its
// design's thumbnail, and opens its page; the buyer's confirmation e-mail reaches the mailbox once.
// The print stand-in then moves it to in production and shipped (its test hook stands in for the
// clock), My Orders shows the tracking link and the buyer gets the shipping e-mail. The contact
// form e-mails support and shows the sender a reference number.

const MAILBOX = `http://127.0.0.1:${Number(new URL(STACK_URL).port) + 3}`;
const NEXT_STEPS = 'Your payment is confirmed and your T-shirts go to our print partner. We will e-mail you a tracking link when they ship.';
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toaster]').getByText(text);

/** The print stand-in's next step for one order, as its clock would take it; the moved orders' statuses. */
async function advancePrint(request: APIRequestContext, orderId: string): Promise<string[]> {
  const { serviceRoleKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  const res = await request.post(`${STACK_URL}/printful/v1/_local/advance`, {
    headers: { authorization: `Bearer ${serviceRoleKey}` },
    data: { external_id: orderId.replace(/-/g, '') },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()).result as Array<{ status: string }>).map((o) => o.status);
}

test('buy a T-shirt, find it paid in My Orders with its thumbnail, open it, and follow it to shipped', async ({ page, request }) => {
  // The whole life of an order: checkout, payment, My Orders, its page, production and shipping.
  test.setTimeout(120_000);
  const buyer = await apiUser(request, 'orders');
  const party = await apiParty(request, buyer, { location: 'Austin, TX', ideas: null });
  // A design saved for this party, stored where Save Design stores it.
  const upload = await request.post(`${STACK_URL}/storage/v1/object/tshirt-designs/${buyer.id}/${party.id}_design_${Date.now()}.png`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${buyer.token}`, 'content-type': 'image/png' },
    data: PNG,
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();

  await signIn(page, buyer.email);
  await page.goto(`/party/${party.id}`);
  const designer = page.getByRole('region', { name: 'T-Shirt Designer' });
  const saved = page.getByRole('region', { name: 'Saved Designs' }).getByRole('list', { name: 'Saved designs' });
  await saved.getByRole('button', { name: /^Select / }).click();
  await designer.getByText('M', { exact: true }).click();
  await designer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added 1 M t-shirt(s) to cart')).toBeVisible();
  await page.getByRole('button', { name: /^Cart: 1 item/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  // Checkout asks where the T-shirts go, and says what is missing.
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(drawer.getByText('Full name is required')).toBeVisible();
  await fillShippingAddress(drawer);
  const [checkout] = await Promise.all([page.waitForEvent('popup'), drawer.getByRole('button', { name: 'Checkout' }).click()]);
  await checkout.getByRole('button', { name: 'Pay $25.00' }).click();

  // The success page says what really happens next and leads to the order.
  await expect(checkout.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(checkout.getByText(NEXT_STEPS)).toBeVisible();
  const orderId = (await checkout.getByTestId('order-id').textContent())!.trim();
  const number = orderId.slice(0, 8).toUpperCase();
  await checkout.close();

  // My Orders, from the account menu.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByTestId('order-card-total')).toHaveText('$25.00');
  await expect(card.getByText(/^1 × .+ \(M\)$/)).toBeVisible();
  const thumb = card.getByRole('list', { name: 'Designs' }).getByRole('img');
  await expect(thumb).toHaveAttribute('src', new RegExp(`^${STACK_URL}/storage/v1/render/image/public/tshirt-designs/${buyer.id}/`));
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  // The resized image really loaded (a broken one would have been replaced by an icon).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  await card.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(NEXT_STEPS)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$25.00');
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  await expect(page.getByRole('main').locator('address')).toContainText('500 Congress Ave');

  // One confirmation e-mail, however many paths saw the payment.
  const subjects = async () =>
    (await (await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(buyer.email)}`)).json()).messages.map((m: { subject: string }) => m.subject);
  await expect.poll(subjects).toEqual([`Your Confetti order ${number} is confirmed`]);

  // The printer has the order (sent when it was paid); its clock takes it into production...
  await expect.poll(() => advancePrint(request, orderId)).toEqual(['inprocess']);
  await page.goto('/orders');
  const printing = page.getByRole('article', { name: `Order ${number}` }).getByTestId('order-fulfilment');
  await expect(printing.getByText('In production')).toBeVisible();

  // ...and ships it: My Orders shows the carrier's tracking link, and the buyer is e-mailed.
  expect(await advancePrint(request, orderId)).toEqual(['fulfilled']);
  await page.reload();
  await expect(printing.getByText('Shipped', { exact: true })).toBeVisible();
  const track = printing.getByRole('link', { name: /^Track package LP\d{10}/ });
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(track).toHaveAttribute('href', new RegExp(`^${STACK_URL}/printful/v1/_local/track/LP\\d{10}$`));
  const [tracking] = await Promise.all([page.waitForEvent('popup'), track.click()]);
  await expect(tracking.getByRole('heading', { name: /^Package LP\d{10}$/ })).toBeVisible();
  await tracking.close();
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  await expect.poll(subjects).toEqual([`Your Confetti order ${number} has shipped`, `Your Confetti order ${number} is confirmed`]);
  const shipped = (await (await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(buyer.email)}`)).json()).messages[0];
  expect(shipped.text).toMatch(new RegExp(`${STACK_URL}/printful/v1/_local/track/LP\\d{10}`));
});

test('the contact form e-mails support and shows the sender a reference number', async ({ page, request }) => {
  const email = `e2e-contact-${Date.now()}@example.com`;
  await page.goto('/contact-us');
  await page.getByLabel('First Name *').fill('Ana');
  await page.getByLabel('Last Name *').fill('Lopez');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Subject *').fill('Wedding package');
  await page.getByLabel('Message *').fill('Do you cover Evanston?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Thank you, Ana!')).toBeVisible();
  const reference = (await page.getByTestId('contact-reference').textContent())!.trim();
  expect(reference).toMatch(/^CF-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByText(`We sent a confirmation with this reference to ${email}.`, { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  const ack = (await (await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(email)}`)).json()).messages;
  expect(ack.map((m: { subject: string }) => m.subject)).toEqual([`We received your message (${reference})`]);
  const support = (await (await request.get(`${MAILBOX}/api/messages?to=support%40confetti.party`)).json()).messages;
  expect(support.map((m: { subject: string }) => m.subject)).toContain(`[${reference}] Wedding package`);
});
