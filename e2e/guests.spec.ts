import fs from 'node:fs';
import { expect, test, type APIRequestContext } from './test';
import { ANON_KEY, apiParty, apiUser, expectNoSeriousViolations, signedInPage, STACK_URL, uniqueEmail, waitForToastsSettled, type ApiUser } from './support';
import { readIcs, when } from '../tests/fixtures/read-ics';

// Guests end to end (docs/decisions.md#guests-and-head-counts): an invitee answers 'Going, 3
// people, vegetarian'; the host's open Guests panel shows it live; the host reminds who has not
// answered (the e-mail lands in the mailbox); a member downloads a valid .ics.

const MAILBOX = STACK_URL.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 3}`);

async function rest(request: APIRequestContext, user: ApiUser, path: string, data: unknown) {
  const res = await request.post(`${STACK_URL}/rest/v1/${path}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${user.token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

async function invite(request: APIRequestContext, owner: ApiUser, partyId: string, email: string): Promise<string> {
  const [row] = await rest(request, owner, 'party_invitations', {
    party_id: partyId,
    invited_email: email,
    invited_by: owner.id,
    permission_level: 'view_only',
    response_type: 'attendance',
  });
  return row.invitation_token as string;
}

test("an invitee answers 'Going, 3 people, vegetarian'; the host sees it live, reminds the rest; a member downloads the .ics", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await apiUser(request, 'guests-owner', { full_name: 'Olivia Owner' });
  const invitee = await apiUser(request, 'guests-invitee', { full_name: 'Vera Guest' });
  const party = await apiParty(request, owner, { guest_count: 24, time_of_day: '18:30' });
  await rest(request, owner, 'rpc/set_guest_limit', { p_party_id: party.id, p_plus_ones: 2 });
  const token = await invite(request, owner, party.id, invitee.email);
  const silentEmail = uniqueEmail('guests-silent');
  await invite(request, owner, party.id, silentEmail);

  // The host has the Guests panel open.
  const host = await signedInPage(browser, owner.email);
  await host.goto(`/party/${party.id}`);
  const panel = host.getByRole('region', { name: 'Guests' });
  await expect(panel.getByTestId('guests-attending')).toHaveText('0 of 24');
  await expect(panel.getByTestId('guests-no-answer')).toHaveText('2');

  // The invitee answers: Going, 3 people, vegetarian.
  const guest = await signedInPage(browser, invitee.email);
  await guest.goto(`/invitation/${token}`);
  await guest.getByLabel('How many people, you included?').selectOption('3');
  await guest.getByLabel('Plus-one 1 name (optional)').fill('Sam');
  await guest.getByLabel('Dietary needs or allergies (optional)').fill('vegetarian');
  await guest.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(guest).toHaveURL(/\/my-parties$/);

  // Without a reload, the host's panel adds them up.
  await expect(panel.getByTestId('guests-attending')).toHaveText('3 of 24');
  await expect(panel.getByTestId('guests-dietary')).toHaveText('1 vegetarian');
  await expect(panel.getByTestId('guests-no-answer')).toHaveText('1');
  await expect(panel.getByRole('rowheader', { name: /Vera Guest/ })).toBeVisible();

  // The host reminds whoever has not answered; the e-mail lands in the mailbox with the same link.
  await panel.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(host.getByText('Reminder sent to 1 guest.')).toBeVisible();
  await expect(async () => {
    const res = await request.get(`${MAILBOX}/api/messages?to=${encodeURIComponent(silentEmail)}`);
    const messages = (await res.json()).messages as Array<{ subject: string; text: string }>;
    expect(messages.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Reminder: Olivia Owner invited you to/));
  }).toPass({ timeout: 10_000 });
  // Twice in a minute: refused with the reason.
  await waitForToastsSettled(host);
  await panel.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(host.getByText(/reminded in the last 24 hours/)).toBeVisible();
  await waitForToastsSettled(host);
  await expectNoSeriousViolations(host, { ignoreToasts: true });

  // The invitee, now a member, downloads the calendar file.
  await guest.goto(`/party/${party.id}`);
  const guestPanel = guest.getByRole('region', { name: 'Guests' });
  await expect(guestPanel.getByTestId('guests-attending')).toHaveText('3 of 24');
  await expect(guestPanel.getByTestId('guests-dietary')).toHaveCount(0);
  const downloading = guest.waitForEvent('download');
  await guestPanel.getByRole('button', { name: 'Add to Calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const [event] = readIcs(ics).events;
  expect(event.uid).toBe(`party-${party.id}@confetti`);
  expect(when(event.startDate)).toEqual({ at: '2031-05-01T18:30:00', wholeDay: false, zone: 'floating' });
  expect(event.summary).toBe(party.party_name);
  expect(event.location).toBe('Secret Lane 7, Austin, TX');
  expect(event.description).toContain(`/party/${party.id}`);
  await expect(guestPanel.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /calendar\.google\.com/);
});
