import { expect, test, type APIRequestContext, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, expectNoSeriousViolations, signedInPage, STACK_URL, waitForToastsSettled, type ApiUser } from './support';

// Planning tools end to end (docs/product.md#planning-tools): the budget's totals and over/under
// line, a task assigned to a collaborator or a view-only member who ticks it in another window
// while the owner watches, My Tasks, and the printable plan.

const TIMELINE = {
  preParty: [
    { task: 'Send invites', timeframe: '3 weeks before' },
    { task: 'Order the moon cake', timeframe: '3 days before' },
  ],
  duringParty: [{ task: 'Welcome guests', timeframe: 'Start' }],
  afterParty: [{ task: 'Send thank-you notes', timeframe: 'Within a week' }],
};

function rest(user: ApiUser) {
  return { apikey: ANON_KEY, authorization: `Bearer ${user.token}`, 'content-type': 'application/json', prefer: 'return=representation' };
}

/** `member` joins the party the way the app does: the owner invites, they accept. */
async function join(request: APIRequestContext, owner: ApiUser, member: ApiUser, partyId: string, level: string) {
  const inv = await request.post(`${STACK_URL}/rest/v1/party_invitations`, {
    headers: rest(owner),
    data: { party_id: partyId, invited_email: member.email, permission_level: level, response_type: 'collaboration' },
  });
  expect(inv.ok(), await inv.text()).toBeTruthy();
  const [{ invitation_token }] = await inv.json();
  const ok = await request.post(`${STACK_URL}/rest/v1/rpc/respond_to_invitation`, {
    headers: rest(member),
    data: { p_token: invitation_token, p_response: 'accepted' },
  });
  expect(ok.ok(), await ok.text()).toBeTruthy();
}

async function addExpense(page: Page, what: string, category: string, estimated: string, actual = '', paid = false) {
  const budget = page.getByRole('region', { name: 'Budget' });
  await budget.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('What *').fill(what);
  await dialog.getByLabel('Category *').selectOption(category);
  await dialog.getByLabel('Estimated amount').fill(estimated);
  if (actual) await dialog.getByLabel('Actual amount').fill(actual);
  if (paid) await dialog.getByLabel('Paid', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save Expense' }).click();
  await expect(dialog).toBeHidden();
  await expect(budget.getByText(what, { exact: true })).toBeVisible();
}

test('three expenses give the totals, the per-head cost and the over/under line; bad amounts are refused', async ({ browser, request }) => {
  const owner = await apiUser(request, 'budget-owner', { full_name: 'Olivia Owner' });
  const party = await apiParty(request, owner, { budget: '500-1000', guest_count: 24 });
  const page = await signedInPage(browser, owner.email);
  await page.goto(`/party/${party.id}`);
  const budget = page.getByRole('region', { name: 'Budget' });
  await expect(budget.getByText('No expenses yet.')).toBeVisible();

  // A negative amount: a clear message, nothing saved.
  await budget.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('What *').fill('Refund?');
  await dialog.getByLabel('Category *').selectOption('Other');
  await dialog.getByLabel('Estimated amount').fill('-20');
  await dialog.getByRole('button', { name: 'Save Expense' }).click();
  await expect(dialog.getByText("Amounts can't be negative")).toBeVisible();
  await dialog.getByLabel('Estimated amount').fill('12345678901234567890');
  await dialog.getByRole('button', { name: 'Save Expense' }).click();
  await expect(dialog.getByText('Amounts can be at most 10,000,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(budget.getByText('No expenses yet.')).toBeVisible();

  await addExpense(page, 'Community hall', 'Venue', '600', '700', true);
  await addExpense(page, 'Moon cake', 'Bakery/Cakes', '150');
  await addExpense(page, 'DJ Nova', 'DJ/Music', '200');

  await expect(budget.getByTestId('budget-estimated')).toHaveText('$950.00');
  await expect(budget.getByTestId('budget-actual')).toHaveText('$700.00');
  await expect(budget.getByTestId('budget-paid')).toHaveText('$700.00');
  await expect(budget.getByTestId('budget-left-to-pay')).toHaveText('$350.00');
  await expect(budget.getByTestId('budget-per-head')).toHaveText('$43.75 (24 guests planned)');
  await expect(budget.getByTestId('budget-position')).toHaveText("Over the plan's budget by $50.00");
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // Cheaper cake: back within the plan.
  await budget.getByRole('button', { name: 'Edit Moon cake' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense' });
  await edit.getByLabel('Actual amount').fill('90');
  await edit.getByRole('button', { name: 'Save Expense' }).click();
  await expect(budget.getByTestId('budget-position')).toHaveText("Within the plan's budget: $10.00 to spare");
  await waitForToastsSettled(page);
});

// A collaborator (who may tick any task) and a view-only member (who may tick only their own).
for (const [level, who] of [
  ['collaborator', 'a collaborator'],
  ['view_only', 'a view-only member'],
] as const) {
  test(`a task assigned to ${who} is ticked in their window and the owner sees it without reloading`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const owner = await apiUser(request, `tasks-owner-${level}`, { full_name: 'Olivia Owner' });
    const helper = await apiUser(request, `tasks-helper-${level}`, { full_name: 'Harper Helper' });
    const party = await apiParty(request, owner, { selected_suggestions: { timeline: TIMELINE }, date: '2031-05-01' });
    await join(request, owner, helper, party.id, level);

    const ownerPage = await signedInPage(browser, owner.email);
    await ownerPage.goto(`/party/${party.id}`);
    const checklist = ownerPage.getByRole('region', { name: 'Checklist' });
    const ownerTick = checklist.getByRole('checkbox', { name: 'Send invites' });
    await expect(ownerTick).not.toBeChecked();
    await expect(checklist.getByText('3 weeks before · Due Apr 10, 2031 · No owner')).toBeVisible();

    await checklist.getByRole('button', { name: 'Edit Send invites' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Edit Task' });
    await dialog.getByLabel('Owner').selectOption({ label: 'Harper Helper' });
    await dialog.getByLabel('Notes').fill('Use the rocket cards');
    await dialog.getByRole('button', { name: 'Save Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(checklist.getByText('3 weeks before · Due Apr 10, 2031 · Owner: Harper Helper')).toBeVisible();

    // The helper's home page lists it under My Tasks.
    const helperPage = await signedInPage(browser, helper.email);
    await helperPage.goto('/');
    const myTasks = helperPage.getByRole('region', { name: 'My Tasks' });
    await expect(myTasks.getByRole('link', { name: /Send invites/ })).toContainText('Due Apr 10, 2031');
    await myTasks.getByRole('link', { name: /Send invites/ }).click();
    await expect(helperPage).toHaveURL(new RegExp(`/party/${party.id}#checklist`));
    // It lands on the checklist, not the top of the page.
    await expect(helperPage.getByRole('heading', { name: 'Checklist' })).toBeInViewport();
    await expect(helperPage.getByRole('heading', { level: 1 })).not.toBeInViewport();

    // A collaborator may tick any task; view-only, only their own.
    const helperList = helperPage.getByRole('region', { name: 'Checklist' });
    const other = helperList.getByRole('checkbox', { name: 'Order the moon cake' });
    if (level === 'view_only') await expect(other).toBeDisabled();
    else await expect(other).toBeEnabled();
    await helperList.getByRole('checkbox', { name: 'Send invites' }).check();
    await expect(helperList.getByRole('checkbox', { name: 'Send invites' })).toBeChecked();

    // The owner's page, never reloaded, follows.
    await expect(ownerTick).toBeChecked({ timeout: 5_000 });
    await expectNoSeriousViolations(ownerPage, { ignoreToasts: true });
  });
}

test('the printable plan renders every section on paper', async ({ browser, request }) => {
  const owner = await apiUser(request, 'print-owner', { full_name: 'Olivia Owner' });
  const party = await apiParty(request, owner, {
    selected_suggestions: { themes: ['Space Odyssey'], games: ['Moon rock hunt'], food: ['Star cookies'], timeline: TIMELINE },
  });
  const headers = rest(owner);
  const vendor = await request.post(`${STACK_URL}/rest/v1/party_vendors`, {
    headers,
    data: { party_id: party.id, name: 'Galaxy Cakes', category: 'Bakery/Cakes', phone: '(512) 555-0199', source: 'user_added', created_by: owner.id },
  });
  expect(vendor.ok(), await vendor.text()).toBeTruthy();
  const exp = await request.post(`${STACK_URL}/rest/v1/party_expenses`, {
    headers,
    data: { party_id: party.id, description: 'Moon cake', category: 'Bakery/Cakes', estimated_cents: 12000 },
  });
  expect(exp.ok(), await exp.text()).toBeTruthy();

  const page = await signedInPage(browser, owner.email);
  await page.goto(`/party/${party.id}`);
  await page.getByRole('link', { name: 'Print / Save as PDF' }).click();
  await expect(page).toHaveURL(new RegExp(`/party/${party.id}/print$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${party.party_name}: Party Plan`);

  await page.emulateMedia({ media: 'print' });
  for (const section of ['Overview', 'Chosen Ideas', 'Checklist', 'Vendors', 'Budget', 'Guests']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Secret Lane 7, Austin, TX');
  await expect(page.getByRole('region', { name: 'Chosen Ideas' })).toContainText('Space Odyssey');
  await expect(page.getByRole('region', { name: 'Checklist' })).toContainText('Send invites');
  await expect(page.getByRole('region', { name: 'Checklist' })).toContainText('Apr 10, 2031');
  await expect(page.getByRole('region', { name: 'Vendors' })).toContainText('Galaxy Cakes (Bakery/Cakes) — (512) 555-0199');
  await expect(page.getByRole('region', { name: 'Budget' })).toContainText('$120.00');
  // The guest list's head-counts (nobody invited yet) beside the plan's guest count.
  await expect(page.getByRole('region', { name: 'Guests' })).toContainText('24 guests planned · Attending 0 · Maybe 0 · Declined 0 · No answer 0');
  await expectNoSeriousViolations(page, { ignoreToasts: true });
  // No navigation or buttons on paper.
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the party' })).toBeHidden();
  await expect(page.getByRole('banner')).toHaveCount(0);

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
  }

  // A stranger gets Access Denied, not the plan.
  const stranger = await apiUser(request, 'print-stranger');
  const other = await signedInPage(browser, stranger.email);
  await other.goto(`/party/${party.id}/print`);
  await expect(other.getByText('Access Denied')).toBeVisible();
  await expect(other.getByText('Galaxy Cakes')).toHaveCount(0);
});
