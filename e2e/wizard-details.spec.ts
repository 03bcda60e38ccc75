import { expect, test, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, createUser, expectNoSeriousViolations, PASSWORD, signIn, STACK_URL } from './support';

// What the wizard asks is kept: the start time and the type's own answers show on the party page,
// come back in Edit and are saved again by Update Party. And an invitee can answer 'Maybe', then
// change their answer on the party page.

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The overview's value under a label. */
function fact(page: Page, label: string) {
  return page
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test("the wizard's answers and start time are saved, shown, edited and updated", async ({ page, request }) => {
  const email = await createUser(request, 'details');
  await signIn(page, email);
  await page.goto('/party-planning');

  await page.locator('label').filter({ hasText: 'Wedding/Engagement' }).click();
  await page.getByLabel('Type of celebration').selectOption('Wedding Reception');
  await page.getByLabel('Partner 1 name').fill('Ana');
  await page.getByLabel('Partner 2 name').fill('Ben');
  await page.getByRole('combobox', { name: /Location/ }).fill('Lisbon, Portugal');
  await page.getByLabel('Date').fill(isoIn(70));
  await page.getByLabel('Time').fill('18:30');
  await page.getByLabel('Number of guests').fill('80');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate AI Suggestions' }).click();
  await expect(page.getByRole('group', { name: 'Party Names', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save My Party Plan' }).click();
  await expect(page).toHaveURL(/\/party\/[0-9a-f-]{36}$/);

  // The overview names each answer as the wizard asked it.
  await expect(fact(page, 'Type of celebration')).toHaveText('Wedding Reception');
  await expect(fact(page, 'Partner 1 name')).toHaveText('Ana');
  await expect(fact(page, 'Partner 2 name')).toHaveText('Ben');
  await expect(fact(page, 'Time')).toHaveText('6:30 PM');
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // Edit brings them back; Update Party saves the change.
  await page.getByRole('button', { name: 'Party actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/party-results$/);
  await expect(page.getByLabel('Type of celebration')).toHaveValue('Wedding Reception');
  await expect(page.getByLabel('Partner 1 name')).toHaveValue('Ana');
  await expect(page.getByLabel('Time')).toHaveValue('18:30');
  await page.getByLabel('Partner 2 name').fill('Benedita');
  await page.getByLabel('Time').fill('19:00');
  await page.getByRole('button', { name: 'Update Party' }).click();
  await expect(page).toHaveURL(/\/party\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Party plan updated successfully!')).toBeVisible();
  await page.reload();
  await expect(fact(page, 'Partner 2 name')).toHaveText('Benedita');
  await expect(fact(page, 'Time')).toHaveText('7:00 PM');
  await expect(fact(page, 'Type of celebration')).toHaveText('Wedding Reception');
});

test("an invitee answers 'Maybe', then changes it on the party page", async ({ page, request }) => {
  const owner = await apiUser(request, 'maybe-host');
  const party = await apiParty(request, owner, { details: { birthdayAge: 8 }, time_of_day: '17:00' });
  const guest = await apiUser(request, 'maybe-guest');
  const res = await request.post(`${STACK_URL}/rest/v1/party_invitations`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data: { party_id: party.id, invited_email: guest.email, permission_level: 'view_only', response_type: 'attendance' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const [invitation] = await res.json();

  await signIn(page, guest.email, PASSWORD);
  await page.goto(`/invitation/${invitation.invitation_token}`);
  await expect(page.getByRole('heading', { name: "You're Invited!" })).toBeVisible();
  // The invitation shows what the host answered, and the time: the link's holder may know when.
  await expect(fact(page, 'Age they are turning')).toHaveText('8');
  await expect(fact(page, 'Time')).toHaveText('5:00 PM');
  await expectNoSeriousViolations(page, { ignoreToasts: true });
  await page.getByRole('button', { name: 'Maybe' }).click();
  await expect(page).toHaveURL(new RegExp(`/party/${party.id}$`));
  await expect(page.getByText('You answered maybe. You can change your answer on the party page.')).toBeVisible();

  const rsvp = page.getByRole('region', { name: 'Your RSVP' });
  await expect(rsvp.getByText('Maybe', { exact: true }).first()).toBeVisible();
  await expect(rsvp.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, { ignoreToasts: true });
  await rsvp.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Your RSVP is now Accepted.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your RSVP' }).getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-pressed', 'true');

  // The host's response rate counts the answer.
  const hostPage = await (await page.context().browser()!.newContext()).newPage();
  await signIn(hostPage, owner.email, PASSWORD);
  await hostPage.goto(`/party/${party.id}`);
  const stats = hostPage.getByRole('region', { name: 'RSVP & Invitations' });
  await expect(stats.locator('dl div').filter({ hasText: 'Response rate' }).locator('dd')).toHaveText('100.0%');
});
