import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, expectNoSeriousViolations, PASSWORD, PNG, signIn, STACK_URL, uniqueEmail } from './support';

// Collaboration end to end, in separate browser contexts (separate people): an invitation by
// e-mail read from the stack's mailbox, sign-up from the link's invitation page, acceptance, live chat with an image,
// a permission change, and what strangers see.

const MAILBOX = STACK_URL.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);

/** The accept link of the newest e-mail to `email` (the mailbox lists newest first). */
async function invitationLinkFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  let messages: Array<{ subject: string; text: string; html: string }> = [];
  await expect(async () => {
    const res = await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(email)}`);
    expect(res.ok()).toBeTruthy();
    messages = (await res.json()).messages;
    expect(messages.length).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  const [mail] = messages;
  expect(mail.subject).toContain('Olivia Owner invited you to');
  const link = /https?:\/\/\S+\/i\/[0-9a-f]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const chat = (page: Page) => page.getByRole('region', { name: 'Party Chat' });

async function say(page: Page, text: string) {
  const box = chat(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('invite by e-mail, sign up from the link, accept, chat live with an image, lose edit rights; strangers are kept out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await apiUser(request, 'collab-owner', { full_name: 'Olivia Owner' });
  const party = await apiParty(request, owner, { ideas: 'Rockets and a moon cake' });
  const guestEmail = uniqueEmail('collab-guest');

  // The owner invites B as a collaborator from the party page.
  const ownerPage = await newPage(browser);
  await signIn(ownerPage, owner.email);
  await ownerPage.goto(`/party/${party.id}`);
  const rsvp = ownerPage.getByRole('region', { name: 'RSVP & Invitations' });
  await rsvp.getByLabel('Email address').fill(guestEmail);
  await rsvp.getByLabel('Permission level').selectOption('collaborator');
  await rsvp.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(ownerPage.getByText('Invitation sent successfully!')).toBeVisible();
  await expect(rsvp.getByRole('heading', { name: 'Pending Responses (1)' })).toBeVisible();
  await expect(rsvp.getByText(guestEmail)).toBeVisible();

  // The e-mail is in the local mailbox, with a link to this app.
  const link = await invitationLinkFromMailbox(request, guestEmail);
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  // The e-mail carries the share URL (/i/{token}); the app's page it leads to is /invitation/{token}.
  const sharePath = new URL(link).pathname;
  const invitationPath = sharePath.replace(/^\/i\//, '/invitation/');

  // B, signed out, opens it and chooses to answer with an account: signs up and is brought back to the invitation.
  const guestPage = await newPage(browser);
  await guestPage.goto(sharePath);
  await guestPage.getByRole('link', { name: 'Sign in to answer with it' }).click();
  await expect(guestPage).toHaveURL(/\/auth$/);
  await guestPage.getByRole('button', { name: 'Sign up' }).click();
  await guestPage.getByLabel('Email').fill(guestEmail);
  await guestPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guestPage.getByLabel('Confirm Password').fill(PASSWORD);
  await guestPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`${invitationPath}$`));
  await expect(guestPage.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
  await expect(guestPage.getByText('Olivia Owner invited you to')).toBeVisible();
  await expect(guestPage.getByText('Rockets and a moon cake')).toBeVisible();
  await expect(guestPage.getByText('collaborator', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(guestPage, { ignoreToasts: true });

  await guestPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(guestPage).toHaveURL(/\/my-parties$/);
  await expect(guestPage.getByText('Invitation accepted! You are now a member of this party.')).toBeVisible();
  await expect(guestPage.getByRole('article', { name: party.party_name })).toBeVisible();

  // The landing page lists it among the invitations B answered.
  await guestPage.goto('/');
  const invited = guestPage.getByRole('region', { name: "Parties You're Invited To" });
  await expect(invited.getByText(party.party_name)).toBeVisible();
  await expect(invited.getByText('Accepted')).toBeVisible();

  // As a collaborator B may edit the plan but not manage the team.
  await guestPage.goto(`/party/${party.id}`);
  await expect(guestPage.getByRole('heading', { name: party.party_name, level: 1 })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Party actions' }).click();
  await expect(guestPage.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(guestPage.getByRole('menuitem', { name: 'Manage Team' })).toHaveCount(0);
  // B really edits: the results screen updates the owner's plan and brings B back to it.
  await guestPage.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(guestPage).toHaveURL(/\/party-results$/);
  await guestPage.getByLabel('Number of guests').fill('31');
  await guestPage.getByRole('button', { name: 'Update Party' }).click();
  await expect(guestPage.getByText('Party plan updated successfully!')).toBeVisible();
  await expect(guestPage).toHaveURL(new RegExp(`/party/${party.id}$`));
  await expect(guestPage.getByText('31 guests').first()).toBeVisible();
  await expect(guestPage.getByRole('region', { name: 'RSVP & Invitations' })).toHaveCount(0);

  // The owner sees the answer.
  await ownerPage.reload();
  await expect(rsvp.getByRole('heading', { name: 'Responses (1)' })).toBeVisible();
  await expect(rsvp.getByText('100.0%')).toBeVisible();

  // Live chat: each message shows in the other window within 2 s; presence lists both.
  await expect(chat(ownerPage).getByRole('list', { name: 'People in the chat now' }).getByRole('listitem')).toHaveCount(2);
  await expect(chat(guestPage).getByRole('list', { name: 'People in the chat now' }).getByText('Olivia Owner')).toBeVisible();
  let t0 = Date.now();
  await say(ownerPage, 'Welcome aboard! <b>Rockets</b> at 7');
  await expect(chat(guestPage).getByText('Welcome aboard! <b>Rockets</b> at 7')).toBeVisible({ timeout: 2000 });
  const ownerToGuest = Date.now() - t0;
  t0 = Date.now();
  await say(guestPage, 'Thanks! I will bring the moon cake.');
  await expect(chat(ownerPage).getByText('Thanks! I will bring the moon cake.')).toBeVisible({ timeout: 2000 });
  console.log(`[collaboration] chat message on screen in the other window: ${ownerToGuest} ms and ${Date.now() - t0} ms (from typing to visible)`);

  await expectNoSeriousViolations(ownerPage, { ignoreToasts: true });

  // An image: progress, then its preview in both windows.
  await chat(ownerPage).getByTestId('chat-image-input').setInputFiles({ name: 'rocket.png', mimeType: 'image/png', buffer: PNG });
  await expect(ownerPage.getByText('Image uploaded successfully')).toBeVisible();
  for (const page of [ownerPage, guestPage]) {
    const img = chat(page).getByRole('img', { name: 'rocket.png' });
    await expect(img).toBeVisible({ timeout: 5000 });
    // The bucket is private: each window shows the file through a signed URL it made itself.
    await expect(img).toHaveAttribute('src', new RegExp(`/storage/v1/object/sign/party-chat-files/chat-files/${party.id}/[^?]+\\?token=`));
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  }

  // The owner makes B view-only; B can no longer edit.
  await ownerPage.getByRole('button', { name: 'Party actions' }).click();
  await ownerPage.getByRole('menuitem', { name: 'Manage Team' }).click();
  const team = ownerPage.getByRole('dialog', { name: 'Manage Team' });
  await team.getByLabel(`Permission for ${guestEmail}`).selectOption('view_only');
  await expect(ownerPage.getByText('Member permission updated successfully!')).toBeVisible();
  await expectNoSeriousViolations(ownerPage, { ignoreToasts: true });
  await ownerPage.keyboard.press('Escape');

  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: party.party_name, level: 1 })).toBeVisible();
  await expect(chat(guestPage).getByText('Thanks! I will bring the moon cake.')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Party actions' })).toHaveCount(0);
  // The server agrees: an edit through the API changes nothing.
  const session = await guestPage.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return JSON.parse(localStorage.getItem(key)!).access_token as string;
  });
  const edit = await request.patch(`${STACK_URL}/rest/v1/party_plans?id=eq.${party.id}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${session}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data: { guest_count: 99 },
  });
  expect(await edit.json()).toEqual([]);

  // A stranger: Access Denied on the party, and the answered invitation says so.
  const stranger = await apiUser(request, 'collab-stranger', { full_name: 'Sid Stranger' });
  const strangerPage = await newPage(browser);
  await signIn(strangerPage, stranger.email);
  await strangerPage.goto(`/party/${party.id}`);
  await expect(strangerPage.getByText('Access Denied')).toBeVisible();
  await strangerPage.goto(invitationPath);
  await expect(strangerPage.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(strangerPage.getByText('This invitation has already been accepted')).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
});

test("the chat follows new messages at the bottom; a reader who scrolled up gets a 'New messages' marker instead", async ({ page, request }) => {
  const owner = await apiUser(request, 'scroll-owner', { full_name: 'Olivia Owner' });
  const party = await apiParty(request, owner, { ideas: 'Rockets and a moon cake' });
  const post = (message: string) =>
    request.post(`${STACK_URL}/rest/v1/party_chat_messages`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      data: { party_id: party.id, user_id: owner.id, message },
    });
  for (let i = 1; i <= 30; i++) expect((await post(`History line ${i}`)).ok()).toBeTruthy();

  await signIn(page, owner.email);
  await page.goto(`/party/${party.id}`);
  const log = chat(page).getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText('History line 30')).toBeVisible();
  const distanceFromBottom = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  await expect.poll(distanceFromBottom).toBeLessThan(2);

  // At the bottom, a new message is followed.
  await post('Arrives while reading the newest');
  await expect(log.getByText('Arrives while reading the newest')).toBeVisible({ timeout: 2000 });
  await expect.poll(distanceFromBottom).toBeLessThan(2);

  // Scrolled up, the place is kept and a marker appears.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await post('Arrives while reading history');
  const marker = chat(page).getByRole('button', { name: 'New messages' });
  await expect(marker).toBeVisible({ timeout: 2000 });
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
  await marker.click();
  await expect(log.getByText('Arrives while reading history')).toBeInViewport();
  await expect(marker).toHaveCount(0);
});
