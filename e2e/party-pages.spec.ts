import { expect, test } from './test';
import { ANON_KEY, apiParty, apiUser, expectNoSeriousViolations, PNG, signedInPage, signIn, STACK_URL } from './support';

// The party pages end to end: My Parties, Public Parties, Public Templates and the detail page,
// against the built app and a fresh local stack with no outside providers configured.

test('a plan made public is found signed out with location and date hidden, read-only, and reused as a template', async ({ page, browser, request }) => {
  const owner = await apiUser(request, 'public-owner');
  const party = await apiParty(request, owner);

  await signIn(page, owner.email);
  await page.goto('/my-parties');
  const card = page.getByRole('article', { name: party.party_name });
  await expect(card.getByText('Private')).toBeVisible();
  await card.getByRole('button', { name: `Make Public: ${party.party_name}` }).click();
  // The confirmation lists what the public page will show, as visitors will read it.
  const confirm = page.getByRole('alertdialog', { name: 'Make this party public?' });
  const fields = confirm.getByRole('list', { name: 'Public fields' });
  await expect(fields.getByRole('listitem')).toHaveText([
    `Party name: ${party.party_name}`,
    'Party type: Birthday Party',
    'Who it is for: Robin',
    'Guest count: 24',
    'Budget: $500 - $1,000',
    `Ideas: ${party.ideas}`,
  ]);
  await expect(confirm.getByText(/Never public: location, date, time/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Make Public' }).click();
  await expect(page.getByText('Party visibility updated successfully!')).toBeVisible();
  await expect(card.getByText('Public Template')).toBeVisible();
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // A signed-out visitor.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/public-parties');
  const publicCard = visitor.getByRole('listitem').filter({ hasText: party.party_name });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByText('Hidden for privacy')).toHaveCount(2);
  await expect(publicCard.getByText('$500 - $1K')).toBeVisible();
  await expect(visitor.getByText('Secret Lane')).toHaveCount(0);
  await expectNoSeriousViolations(visitor, { ignoreToasts: true });

  await publicCard.getByRole('button', { name: `View Details: ${party.party_name}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/party/${party.id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: party.party_name })).toBeVisible();
  // Location, date and time of day.
  await expect(visitor.getByText('Hidden for privacy')).toHaveCount(3);
  await expect(visitor.getByText('Secret Lane')).toHaveCount(0);
  await expect(visitor.getByRole('checkbox')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Party actions' })).toHaveCount(0);
  await expect(visitor.getByRole('switch', { name: 'Advanced Mode' })).toHaveCount(0);
  await expectNoSeriousViolations(visitor, { ignoreToasts: true });
  await visitor.getByRole('button', { name: 'Use This Party as Template' }).click();
  await expect(visitor).toHaveURL(`/auth?next=${encodeURIComponent(`/public-parties?use=${party.id}`)}`);

  await visitor.goto('/public-parties');
  await visitor.getByRole('button', { name: `Use This Template: ${party.party_name}` }).click();
  await expect(visitor).toHaveURL(`/auth?next=${encodeURIComponent(`/public-parties?use=${party.id}`)}`);

  // A signed-in visitor: the wizard opens prefilled, without the owner's location.
  const other = await apiUser(request, 'public-reuser');
  const reuser = await signedInPage(browser, other.email);
  await reuser.goto('/public-parties');
  await reuser.getByRole('button', { name: `Use This Template: ${party.party_name}` }).click();
  await expect(reuser).toHaveURL(/\/party-planning$/);
  await expect(reuser.getByLabel('Number of guests')).toHaveValue('24');
  await expect(reuser.getByLabel('Who is the party for?')).toHaveValue('Robin');
  await expect(reuser.getByRole('combobox', { name: /Location/ })).toHaveValue('');

  // Making it private again says what disappears.
  await card.getByRole('button', { name: `Make Private: ${party.party_name}` }).click();
  const back = page.getByRole('alertdialog', { name: 'Make this party private?' });
  await expect(back.getByText('The public page and its place on Public Parties disappear, and with them:')).toBeVisible();
  await expect(back.getByRole('list', { name: 'Public fields' }).getByText('Robin')).toBeVisible();
  await back.getByRole('button', { name: 'Make Private' }).click();
  await expect(card.getByText('Private')).toBeVisible();
});

test("a visitor's public party page downloads neither the Supabase SDK nor the members' sections", async ({ browser, request }) => {
  const owner = await apiUser(request, 'lean-public');
  const party = await apiParty(request, owner, {
    is_public: true,
    ideas: '',
    selected_suggestions: {
      partyNames: [],
      themes: ['Space'],
      games: [],
      food: [],
      vendors: [],
      products: ['Glow sticks'],
      timeline: { preParty: [], duringParty: [], afterParty: [] },
    },
  });
  const visitor = await (await browser.newContext()).newPage();
  const scripts: string[] = [];
  const reads: string[] = [];
  visitor.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname.startsWith('/rest/v1/') && r.method() === 'GET') reads.push(url.pathname);
  });
  await visitor.goto(`/public-party/${party.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: party.party_name })).toBeVisible();
  await expect(visitor.getByText('Hidden for privacy')).toHaveCount(3);
  const products = visitor.getByRole('region', { name: 'Products to Purchase' });
  await expect(products.getByRole('heading', { name: 'Glow sticks' })).toBeVisible();
  await expect(products.getByText('No products found yet.')).toBeVisible();
  // The T-shirt sections load after the page above them.
  await expect(visitor.getByText('This is a public party. Use it as a template to design and order T-shirts for your own party.')).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  // The plan and its products came over plain HTTP; the SDK, Advanced Mode and the members' feed,
  // checklist and budget code never arrived.
  expect(reads).toEqual(expect.arrayContaining(['/rest/v1/public_party_plans', '/rest/v1/party_products']));
  expect(scripts.filter((path) => /\/assets\/(supabase-(?!config-)|advanced-layouts-|party-feed|checklist|budget)/.test(path))).toEqual([]);

  // Acting on it still works: reusing it asks the visitor to sign in.
  await visitor.getByRole('button', { name: 'Use This Party as Template' }).click();
  await expect(visitor).toHaveURL(/\/auth\?next=/);
});

test('share as template → Public Templates → another user creates a private party from it', async ({ page, browser, request }) => {
  const owner = await apiUser(request, 'tpl-owner');
  const party = await apiParty(request, owner, { party_type: 'Graduation', budget: '2500-5000', guest_count: 31 });

  await signIn(page, owner.email);
  await page.goto('/my-parties');
  await page.getByRole('button', { name: `Share as Template: ${party.party_name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('party type, budget, guest count, ideas and type choices (without names)');
  await expect(dialog.getByRole('list', { name: 'Public fields' }).getByText('Graduation')).toBeVisible();
  await expect(dialog).toContainText('Never public: location, date, time');
  await dialog.getByRole('button', { name: 'Share Template' }).click();
  await expect(page.getByText('Party shared publicly as template!')).toBeVisible();
  await expect(page.getByRole('article', { name: party.party_name }).getByText('Public Template')).toBeVisible();

  const other = await apiUser(request, 'tpl-user');
  const user = await signedInPage(browser, other.email);
  const scripts: string[] = [];
  user.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await user.goto('/public-templates');
  await expect(user.getByRole('heading', { name: 'Public Party Templates' })).toBeVisible();
  const tpl = user.getByRole('listitem').filter({ hasText: party.ideas });
  await expect(tpl.getByText('31 guests')).toBeVisible();
  await expect(tpl.getByText('$2.5K - $5K')).toBeVisible();
  // The list arrives without the dialog's code (and its form schema); the first click brings it.
  expect(scripts.filter((path) => /\/assets\/(use-template-dialog|schemas)-/.test(path))).toEqual([]);
  await tpl.getByRole('button', { name: 'Use This Template' }).click();
  const add = user.getByRole('dialog', { name: 'Add Your Party Details' });
  const create = add.getByRole('button', { name: 'Create My Party' });
  await expect(create).toBeDisabled();
  await add.getByLabel('Location').fill('Lakeside Pavilion, Madison, WI');
  await expect(create).toBeDisabled();
  await add.getByLabel('Date').fill('2031-06-15');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(user.getByText('Party created from template!')).toBeVisible();
  await expect(user).toHaveURL(/\/my-parties$/);
  const mine = user.getByRole('article', { name: 'Graduation Party' });
  await expect(mine.getByText('Private')).toBeVisible();
  await expect(mine.getByText('Lakeside Pavilion, Madison, WI')).toBeVisible();
  await expect(mine.getByText('June 15, 2031')).toBeVisible();
});

test('deleting a plan asks first, then removes it for good', async ({ page, request }) => {
  const owner = await apiUser(request, 'delete');
  const keep = await apiParty(request, owner);
  const gone = await apiParty(request, owner);
  await signIn(page, owner.email);
  await page.goto('/my-parties');
  await page.getByRole('button', { name: `Delete ${gone.party_name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: gone.party_name })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${gone.party_name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Party' }).click();
  await expect(page.getByText('Party plan deleted successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: gone.party_name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: keep.party_name })).toBeVisible();
  await expect(page.getByRole('article', { name: gone.party_name })).toHaveCount(0);
});

test('Advanced Mode: Ctrl+B collapses the sidebar and it stays collapsed after a reload', async ({ page, request }) => {
  const owner = await apiUser(request, 'advanced');
  const party = await apiParty(request, owner, { ideas: null });
  await signIn(page, owner.email);
  await page.goto(`/party/${party.id}`);
  await page.getByRole('switch', { name: 'Advanced Mode' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Party sections' });
  await expect(sidebar).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256); // 16rem
  // No sponsor is configured for this build: no ad column, no placeholder.
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toHaveCount(0);
  await expect(page.getByRole('separator', { name: 'Resize the ads panel' })).toHaveCount(0);
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  await page.keyboard.press('Control+b');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48); // 3rem
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Advanced Mode' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await page.getByRole('navigation', { name: 'Party sections' }).boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // 7 days, give or take the test's own runtime.
  expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(7);

  await page.keyboard.press('Control+b');
  await expect.poll(async () => (await page.getByRole('navigation', { name: 'Party sections' }).boundingBox())?.width).toBe(256);
});

test('a generated photo appears, costs a new user nothing, and survives a reload', async ({ page, request }) => {
  const owner = await apiUser(request, 'photo');
  const party = await apiParty(request, owner);
  await signIn(page, owner.email);
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/functions/v1/generate-party-photo') && calls.push(r.url()));
  await page.goto(`/party/${party.id}`);
  await expect(page.getByText('Party photo generated successfully!')).toBeVisible({ timeout: 30_000 });
  const photo = page.getByRole('img', { name: `Party photo for ${party.party_name}` });
  // Shown through Storage's render route, resized for the banner (the stored photo is 1200 wide).
  await expect(photo).toHaveAttribute('src', new RegExp(`/storage/v1/render/image/public/party-photos/${party.id}/photo\\.png\\?t=\\d+&width=640&quality=70$`));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 600 && img.naturalWidth <= 1200)).toBe(true);
  const src = await photo.getAttribute('src');
  expect(calls).toHaveLength(1);

  await page.reload();
  const again = page.getByRole('img', { name: `Party photo for ${party.party_name}` });
  await expect(again).toHaveAttribute('src', src!);
  await expect.poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 600)).toBe(true);
  expect(calls).toHaveLength(1); // the stored photo is used; nothing is generated again

  // Customize: a new photo from a description replaces it.
  await page.getByRole('button', { name: 'Party actions' }).click();
  await page.getByRole('menuitem', { name: 'Generate Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Party Photo' });
  // A new user's first plan: its automatic photo cost nothing (docs/decisions.md#party-photo).
  const meter = dialog.getByText(/AI generations? left today/);
  await expect(meter).toHaveText(/^(\d+) of \1 AI generations? left today/);
  const limit = Number((await meter.textContent())!.split(' ')[0]);
  await expect(dialog.getByRole('button', { name: 'Generate Photo' })).toBeDisabled();
  await dialog.getByLabel('Describe your photo').fill('Gold and navy rockets');
  await dialog.getByRole('button', { name: 'Generate Photo' }).click();
  await expect(page.getByText('Party photo generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: `Party photo for ${party.party_name}` })).not.toHaveAttribute('src', src!);
  // The photo the user asked for is counted.
  await page.getByRole('button', { name: 'Party actions' }).click();
  await page.getByRole('menuitem', { name: 'Generate Photo' }).click();
  await expect(meter).toHaveText(new RegExp(`^${limit - 1} of ${limit} AI generations? left today`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Or the host's own picture: stored in party-photos, so it is still there after a reload.
  await page.getByRole('button', { name: 'Party actions' }).click();
  await page.getByRole('menuitem', { name: 'Generate Photo' }).click();
  await page
    .getByRole('dialog', { name: 'Customize Party Photo' })
    .getByLabel('Upload your own photo')
    .setInputFiles({ name: 'ours.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Party photo updated!')).toBeVisible();
  const uploaded = new RegExp(`/storage/v1/render/image/public/party-photos/${party.id}/upload-\\d+\\.png\\?width=640&quality=70$`);
  await expect(page.getByRole('img', { name: `Party photo for ${party.party_name}` })).toHaveAttribute('src', uploaded);
  await page.reload();
  const kept = page.getByRole('img', { name: `Party photo for ${party.party_name}` });
  await expect(kept).toHaveAttribute('src', uploaded);
  // (A 1×1 picture from a `w` srcset reports a natural width under 1, so the loaded source is checked.)
  await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.complete && /upload-\d+\.png\?width=\d+/.test(img.currentSrc))).toBe(true);
});

test("a public party's photo shows before the page's code has arrived", async ({ page, browser, request }) => {
  const owner = await apiUser(request, 'early-photo');
  const party = await apiParty(request, owner);
  await signIn(page, owner.email);
  await page.goto(`/party/${party.id}`);
  await expect(page.getByText('Party photo generated successfully!')).toBeVisible({ timeout: 30_000 });
  const made = await request.patch(`${STACK_URL}/rest/v1/party_plans?id=eq.${party.id}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    data: { is_public: true },
  });
  expect(made.ok(), await made.text()).toBeTruthy();

  // A visitor whose scripts never arrive still sees the party's photo, from the page's inline read.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await visitor.goto(`/public-party/${party.id}`);
  const early = visitor.locator('#early-photo img');
  await expect(early).toHaveAttribute(
    'srcset',
    new RegExp(`/storage/v1/render/image/public/party-photos/${party.id}/photo\\.png\\?t=\\d+&width=640&quality=70 640w`),
  );
  await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Public Parties does the same for its first card: that card's photo, read by the page's own
  // early request (whichever party is newest by then), is in the card's place before any script.
  const list = await (await browser.newContext()).newPage();
  await list.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const firstPage = list.waitForResponse((r) => /\/rest\/v1\/public_party_plans\?select=\*&order=created_at\.desc/.test(r.url()));
  await list.goto('/public-parties');
  const [first] = (await (await firstPage).json()) as Array<{ id: string; photo_url: string | null }>;
  const firstPhoto = list.locator('#early-photo img');
  if (first?.photo_url) {
    await expect(firstPhoto).toHaveAttribute(
      'srcset',
      new RegExp(`/storage/v1/render/image/public/party-photos/${first.id}/[^ ]+[?&]width=\\d+&height=\\d+&resize=cover&quality=70 \\d+w`),
    );
    await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } else {
    await expect(list.locator('#early-photo')).toBeAttached();
    await expect(firstPhoto).toHaveCount(0);
  }

  // With its code, the page takes over without complaint and shows its own photo in its place.
  const reader = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  reader.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  reader.on('pageerror', (e) => errors.push(e.message));
  await reader.goto(`/public-party/${party.id}`);
  await expect(reader.getByRole('img', { name: `Party photo for ${party.party_name}` })).toBeVisible();
  await expect(reader.locator('#early-photo')).toHaveCount(0);
  expect(errors).toEqual([]);

  // The owner's own page reads the plan with the stored session before any script: the photo
  // shows without the page's code too.
  const ownerNoScripts = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage();
  await ownerNoScripts.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await ownerNoScripts.goto(`/party/${party.id}`);
  const ownEarly = ownerNoScripts.locator('#early-photo img');
  await expect(ownEarly).toHaveAttribute('srcset', new RegExp(`/storage/v1/render/image/public/party-photos/${party.id}/photo\\.png\\?t=\\d+&width=640`));
  await expect.poll(() => ownEarly.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a member's party page shows the overview from its early reads before the Supabase SDK has arrived", async ({ page, request }) => {
  const owner = await apiUser(request, 'early-member');
  const party = await apiParty(request, owner);
  await signIn(page, owner.email);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));

  // The SDK is held back: the overview must not wait for it, and the sections below it (which read
  // the session themselves) wait until the session is confirmed.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let sdkAsked = false;
  await page.route(/\/assets\/supabase-(?!config-)[^/]*\.js$/, async (route) => {
    sdkAsked = true;
    await released;
    await route.continue();
  });
  await page.goto(`/party/${party.id}`);
  await expect(page.getByRole('heading', { level: 1, name: party.party_name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(sdkAsked).toBe(true);
  await expect(page.getByRole('region', { name: 'RSVP & Invitations' })).toHaveCount(0);
  release();
  await expect(page.getByRole('region', { name: 'RSVP & Invitations' })).toBeVisible();
  await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the detail page shows the overview before photo, vendors and products arrive, in a bounded number of requests', async ({ page, request }) => {
  const owner = await apiUser(request, 'perf');
  const party = await apiParty(request, owner, {
    selected_suggestions: {
      partyNames: [],
      themes: ['Space'],
      games: [],
      food: [],
      vendors: [],
      products: ['Glow sticks'],
      timeline: { preParty: [], duringParty: [], afterParty: [] },
    },
  });
  await signIn(page, owner.email);

  // Photo, vendors, products and every function are held until the overview is on screen: the
  // page must not wait for them (no timing involved, so a busy machine cannot fail this).
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const slow = /\/rest\/v1\/(party_vendors|party_products)|\/functions\/v1\//;
  let held = 0;
  await page.route(slow, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  const mine =
    /\/rest\/v1\/(party_plans|public_party_plans|party_vendors|party_products|rpc\/(get_user_party_permission|party_plan_exists))|\/functions\/v1\/(generate-party-photo|search-local-vendors|generate-amazon-products)/;
  const requests: string[] = [];
  page.on('request', (r) => {
    if (mine.test(r.url()) && r.method() !== 'OPTIONS') requests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });

  const t0 = Date.now();
  await page.goto(`/party/${party.id}`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const overviewMs = Date.now() - t0;
  await expect(page.getByText('Generating party photo...')).toBeVisible();
  await expect(page.getByText('Loading vendors...')).toBeVisible();
  // The overview is up while photo, vendors and products are still on their way.
  expect(held).toBeGreaterThan(0);
  release();

  // Everything settles: the photo, the offline vendor search's message, the product links.
  await expect(page.getByRole('img', { name: `Party photo for ${party.party_name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Automatic vendor search isn't set up/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Search on Amazon/ }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  console.log(`[party-pages] overview visible after ${overviewMs} ms; the page's own data took ${requests.length} requests: ${requests.join(', ')}`);
  // Plan + permission (in parallel), vendors, products, one photo, one vendor search, one product
  // search for the chosen item, and the products reloaded after it.
  expect(requests.filter((r) => r.includes('/rest/v1/party_plans'))).toHaveLength(1);
  expect(requests.filter((r) => r.includes('get_user_party_permission'))).toHaveLength(1);
  expect(requests.length).toBeLessThanOrEqual(8);
});

test("Public Parties shows the newest 12 and 'Load more' adds the next page, until the list ends as one read gives it", async ({ page, request }) => {
  // Thirteen public plans, a millisecond apart and newer than any other: the newest twelve fill the first page.
  const owner = await apiUser(request, 'paging');
  const stamp = Date.now().toString(36);
  const res = await request.post(`${STACK_URL}/rest/v1/party_plans`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    data: Array.from({ length: 13 }, (_, i) => ({
      user_id: owner.id,
      party_name: `Paging ${stamp} ${i + 1}`,
      party_type: 'Housewarming',
      guest_count: 10,
      is_public: true,
      created_at: new Date(Date.now() + i).toISOString(),
    })),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const made = Array.from({ length: 13 }, (_, i) => ({ party_name: `Paging ${stamp} ${i + 1}` }));
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/rest/v1/public_party_plans') reads.push(decodeURIComponent(url.search));
  });

  await page.goto('/public-parties');
  const names = page.getByRole('list', { name: 'Public parties' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(12);
  await expect(names.first()).toHaveText(made[12].party_name);
  await expect(names.last()).toHaveText(made[1].party_name);

  // Pressed as soon as it shows: the thirteenth plan heads the next page.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect(names.nth(12)).toHaveText(made[0].party_name);
  await expect(names).toHaveCount(24);
  expect(reads).toEqual(['?select=*&order=created_at.desc,id.desc&limit=12', expect.stringMatching(/&limit=12&created_at=lte\..+&or=\(created_at\.lt\./)]);
  await expectNoSeriousViolations(page, { ignoreToasts: true });

  // On to the end: the button goes, and the cards are the public plans as one read lists them.
  for (let i = 0; i < 50 && (await more.isVisible()); i++) {
    const shown = await names.count();
    await more.click();
    await expect(names).not.toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  for (const read of reads) expect(read).toContain('&limit=12');
  const all = await request.get(`${STACK_URL}/rest/v1/public_party_plans?select=party_name,party_type&order=created_at.desc,id.desc`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
  });
  const expected = ((await all.json()) as { party_name: string | null; party_type: string }[]).map((p) => p.party_name?.trim() || `${p.party_type} Party`);
  expect(await names.allTextContents()).toEqual(expected);
});
