import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { ANON_KEY, apiParty, apiUser, signIn, STACK_URL, type ApiUser } from './support';

// Share URLs (docs/product.md#share-links) through the built app's server, as a static host
// routes them: the link the host copies is /i/{token} or /p/{id}; a person opening it lands on the
// app's page, and a link-preview crawler gets the party's card instead.

async function invite(request: APIRequestContext, owner: ApiUser, partyId: string, email: string): Promise<string> {
  const res = await request.post(`${STACK_URL}/rest/v1/party_invitations`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data: { party_id: partyId, invited_email: email, invited_by: owner.id, permission_level: 'view_only', response_type: 'attendance' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const [row] = await res.json();
  return row.invitation_token as string;
}

/** A signed-in page whose clipboard the test can read back. */
async function hostPage(browser: Browser, email: string, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('the copied invitation link is its share URL, and opening it lands on the invitation page', async ({ browser, request, baseURL }) => {
  // Two people signed in, in two contexts, and a crawler: longer than one page's flow.
  test.setTimeout(90_000);
  const owner = await apiUser(request, 'share-owner', { full_name: 'Olivia Owner' });
  const invitee = await apiUser(request, 'share-invitee', { full_name: 'Vera Guest' });
  const party = await apiParty(request, owner);
  const token = await invite(request, owner, party.id, invitee.email);

  const host = await hostPage(browser, owner.email, baseURL!);
  await host.goto(`/party/${party.id}`);
  await host.getByRole('button', { name: `Copy invitation link for ${invitee.email}` }).click();
  await expect(host.getByText('Invitation link copied to clipboard')).toBeVisible();
  const link = await host.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/i/${token}`);

  // The invitee opens it in their browser: the share URL sends them on to the invitation page.
  const guest = await browser.newContext().then((c) => c.newPage());
  await signIn(guest, invitee.email);
  const response = await guest.goto(link);
  expect(response!.request().redirectedFrom()?.url()).toBe(link);
  expect(response!.url()).toBe(`${baseURL}/invitation/${token}`);
  await expect(guest.getByText(party.party_name).first()).toBeVisible();

  // A link-preview crawler gets the card: the party's name, and not its place or date.
  const preview = await request.get(link, { headers: { 'user-agent': 'facebookexternalhit/1.1' }, maxRedirects: 0 });
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain(`<meta property="og:title" content="${party.party_name}">`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).not.toContain('Austin');
  expect(html).not.toContain('2031');
});

test('the copied public party link is its share URL, and opening it lands on the public party page', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const owner = await apiUser(request, 'share-public', { full_name: 'Paula Public' });
  const party = await apiParty(request, owner, { is_public: true });

  const host = await hostPage(browser, owner.email, baseURL!);
  await host.goto(`/party/${party.id}`);
  await host.getByRole('button', { name: 'Copy link' }).click();
  await expect(host.getByText('Party link copied to clipboard')).toBeVisible();
  const link = await host.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/p/${party.id}`);
  // The host's page draws the party's photo on first visit: let it finish before the visitor comes.
  await host.waitForLoadState('networkidle');
  await host.context().close();

  // A visitor with no account opens it.
  const visitor = await browser.newContext().then((c) => c.newPage());
  const response = await visitor.goto(link);
  expect(response!.url()).toBe(`${baseURL}/public-party/${party.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: party.party_name })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();
});
