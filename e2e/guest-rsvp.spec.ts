import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, PASSWORD, signedInPage, STACK_URL, uniqueEmail, waitForToastsSettled, type ApiUser } from './support';
import { readIcs } from '../tests/fixtures/read-ics';

// A guest answers in one visit (docs/product.md#answering-without-an-account): a browser with no
// account opens the e-mailed link and answers Going for 3 with a plus-one and a dietary need; the
// host's open Guests panel shows it live; the same link changes the answer; a re-issued link makes
// the old one say it is no longer valid; an account made afterwards with the invited address is a
// member with the answer kept. (The e2e stack confirms addresses at sign-up; confirmation by the
// mailed link, and an unconfirmed or different address, are in tests/integration/security/guest-link.test.ts.)

const MAILBOX = STACK_URL.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);

/** The e-mail's link: the invitation's share URL, /i/{token} (docs/product.md#share-links). */
async function invitationLinkFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const res = await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(email)}`);
    const messages = (await res.json()).messages as Array<{ text: string }>;
    expect(messages.length).toBeGreaterThan(0);
    text = messages[0].text;
  }).toPass({ timeout: 10_000 });
  const link = /https?:\/\/\S+\/i\/[0-9a-f]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return new URL(link!).pathname;
}

async function tokenOf(request: APIRequestContext, owner: ApiUser, partyId: string, email: string): Promise<string> {
  const res = await request.get(
    `${STACK_URL}/rest/v1/party_invitations?party_id=eq.${partyId}&invited_email=eq.${encodeURIComponent(email)}&select=invitation_token`,
    {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}` },
    },
  );
  const [row] = await res.json();
  return row.invitation_token as string;
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a guest with no account answers from the e-mailed link, changes it, loses an old link, and keeps the answer as a member', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await apiUser(request, 'guest-rsvp-owner', { full_name: 'Olivia Owner' });
  const party = await apiParty(request, owner, { guest_count: 24, time_of_day: '18:30' });
  await request.post(`${STACK_URL}/rest/v1/rpc/set_guest_limit`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    data: { p_party_id: party.id, p_plus_ones: 2 },
  });
  const guestEmail = uniqueEmail('guest-rsvp');

  // The host invites by e-mail and keeps the Guests panel open.
  const host = await signedInPage(browser, owner.email);
  await host.goto(`/party/${party.id}`);
  const rsvp = host.getByRole('region', { name: 'RSVP & Invitations' });
  await rsvp.getByLabel('Email address').fill(guestEmail);
  await rsvp.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(host.getByText('Invitation sent successfully!')).toBeVisible();
  const panel = host.getByRole('region', { name: 'Guests' });
  await expect(panel.getByTestId('guests-attending')).toHaveText('0 of 24');
  // The host shows the address only to guests who answer Going or Maybe.
  await panel.getByLabel('Show the address only to guests who answered Going or Maybe').check();
  await expect(host.getByText('Invitation links now show only the city until the guest answers Going or Maybe.')).toBeVisible();

  // A browser with no account opens the link from the mailbox and answers in one visit.
  // The share URL sends a person on to the invitation page.
  const sharePath = await invitationLinkFromMailbox(request, guestEmail);
  const path = sharePath.replace(/^\/i\//, '/invitation/');
  const guest = await freshPage(browser);
  const page = await guest.goto(sharePath);
  expect(new URL(guest.url()).pathname).toBe(path);
  // The address is a credential: never sent on as a Referer, never indexed.
  expect(page!.headers()).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });
  await expect(guest.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(guest.getByText('Austin, TX (the full address is shown once you answer Going or Maybe)')).toBeVisible();
  await expect(guest.getByText('Secret Lane 7')).toHaveCount(0);
  await expect(guest.getByText('Olivia Owner invited you to')).toBeVisible();
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await guest.getByLabel('How many people, you included?').selectOption('3');
  await guest.getByLabel('Plus-one 1 name (optional)').fill('Sam');
  await guest.getByLabel('Dietary needs or allergies (optional)').fill('vegetarian');
  await guest.getByRole('button', { name: 'Going' }).click();
  await expect(guest.getByTestId('guest-answer')).toHaveText('Going');
  expect(new URL(guest.url()).pathname).toBe(path);
  await expect(guest.getByText('Secret Lane 7, Austin, TX')).toBeVisible();
  // Right after answering: the calendar and the offer of an account.
  const downloading = guest.waitForEvent('download');
  await guest.getByRole('button', { name: 'Add to Calendar (.ics)' }).click();
  const [event] = readIcs(fs.readFileSync((await (await downloading).path())!, 'utf8')).events;
  expect(event.uid).toBe(`party-${party.id}@confetti`);
  expect(event.description).not.toContain('/invitation/');
  await expect(guest.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /calendar\.google\.com/);
  await expect(guest.getByText(/to chat with the other guests and see the plan/)).toBeVisible();

  // The host's panel adds them up without a reload.
  await expect(panel.getByTestId('guests-attending')).toHaveText('3 of 24');
  await expect(panel.getByTestId('guests-dietary')).toHaveText('1 vegetarian');

  // Later, the same link shows the answer and changes it.
  const later = await freshPage(browser);
  await later.goto(path);
  await expect(later.getByTestId('guest-answer')).toHaveText('Going');
  await later.getByRole('button', { name: "Can't go" }).click();
  await expect(later.getByTestId('guest-answer')).toHaveText("Can't go");
  await expect(panel.getByTestId('guests-attending')).toHaveText('0 of 24');

  // The host re-issues the guest's link: the old one stops working.
  await host.reload();
  await waitForToastsSettled(host);
  await rsvp.getByRole('button', { name: `New link for ${guestEmail}` }).click();
  await expect(host.getByText('New link ready. The old link no longer works: copy or resend the new one.')).toBeVisible();
  await later.goto(path);
  await expect(later.getByText('This invitation is no longer valid')).toBeVisible();

  // The new link answers Going again, then the guest makes an account with the invited address.
  const newPath = `/invitation/${await tokenOf(request, owner, party.id, guestEmail)}`;
  expect(newPath).not.toBe(path);
  await later.goto(newPath);
  await expect(later.getByTestId('guest-answer')).toHaveText("Can't go");
  await later.getByRole('button', { name: 'Going' }).click();
  await expect(later.getByTestId('guest-answer')).toHaveText('Going');
  await expect(panel.getByTestId('guests-attending')).toHaveText('3 of 24');
  await later.getByRole('link', { name: 'Create an account' }).click();
  await expect(later).toHaveURL(/\/auth$/);
  await later.getByRole('button', { name: 'Sign up' }).click();
  await later.getByLabel('Email').fill(guestEmail);
  await later.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await later.getByLabel('Confirm Password').fill(PASSWORD);
  await later.getByRole('button', { name: 'Create Account' }).click();
  await expect(later).toHaveURL(new RegExp(`${newPath}$`));
  await later.getByRole('link', { name: 'Open the party' }).click();
  await expect(later.getByRole('heading', { name: party.party_name, level: 1 })).toBeVisible();
  const mine = later.getByRole('region', { name: 'Your RSVP' });
  await expect(mine.getByLabel('How many people, you included?')).toHaveValue('3');
  await expect(panel.getByTestId('guests-attending')).toHaveText('3 of 24');
});
