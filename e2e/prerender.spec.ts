import { createHash } from 'node:crypto';
import { expect, live, test, type Page } from './test';
import { createUser, PASSWORD, signIn } from './support';

// Prerendered public pages (docs/decisions.md#prerendered-public-pages), as `vite preview` serves
// the build: the HTML carries the page's heading before any script runs, the browser hydrates it
// without a mismatch, and every other path gets the unrendered app shell.

const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Plan the perfect party in 60 seconds'],
  ['/public-parties', 'Public Parties'],
  ['/public-templates', 'Public Party Templates'],
  ['/auth', 'Welcome Back'],
  ['/pricing', 'Simple, transparent pricing'],
  ['/faq', 'Frequently Asked Questions'],
  ['/watch-demo', 'See how Confetti plans a party'],
];

/** The text of the first <h1> in an HTML document, tags removed. */
function firstHeading(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match
    ? match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim()
    : null;
}

for (const [path, heading] of PAGES) {
  test(`${path} arrives as HTML with its heading, title and description`, async ({ request }) => {
    const res = await request.get(path, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(firstHeading(html)).toBe(heading);
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    // The stylesheet travels with the page; the scripts start after it has painted.
    expect(html).toContain('<style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
  });
}

test("a public party and a member's party each have one prerendered page, and a private path gets the empty app shell", async ({ request }) => {
  const party = await (await request.get('/public-party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff', { headers: { accept: 'text/html' } })).text();
  expect(party).toContain('data-prerendered="/public-party/:id"');
  expect(party).toContain('Loading party details...');
  // A member's party page is its loading state, with a place for the photo its early reads fetch.
  const member = await (await request.get('/party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff', { headers: { accept: 'text/html' } })).text();
  expect(member).toContain('data-prerendered="/party/:id"');
  expect(member).toContain('id="early-photo"');
  for (const path of ['/my-parties', '/party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff/print', '/no-such-page']) {
    const shell = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(shell, path).toContain('<div id="root"></div>');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and a static page are readable, links and all, and a visitor sees how to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Plan the perfect party/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/watch-demo');
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toHaveAttribute('href', '/auth?next=%2Fparty-planning');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('no form puts what was typed into the address', async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (r) => void addresses.push(r.url()));
    page.on('framenavigated', (f) => void addresses.push(f.url()));

    // The page says signing in needs JavaScript (a <noscript> note: Playwright's switch turns
    // scripts off but not the parser's handling of <noscript>, so it is read from the HTML).
    const auth = await page.goto('/auth');
    expect(await auth!.text()).toMatch(/<noscript><p[^>]*>Signing in needs JavaScript/);
    await page.getByLabel('Email').fill('no-script@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret-typed-2026');
    await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name: 'Sign In' }).click()]);

    // The contact form hands the message to the visitor's mail program instead.
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', /^mailto:/);
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill('Typed');
    await form.getByLabel('Email').fill('ana-typed@example.com');
    await form.getByLabel('Subject').fill('Typed subject');
    await form.getByLabel('Message').fill('Typed message');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForLoadState();

    // Web addresses only: the mailto: hand-off carries the message to the mail program by design.
    const web = addresses.filter((a) => /^https?:/.test(a));
    expect(web.length).toBeGreaterThan(2);
    for (const address of web) expect(address).not.toMatch(/no-script|Secret-typed|ana-typed|Typed/);
  });
});

test.describe('a strict Content-Security-Policy', () => {
  test('comes with every page: scripts from the site and the inline scripts it names by hash, nothing else', async ({ request }) => {
    for (const path of [
      '/',
      '/auth',
      '/public-parties',
      '/public-party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
      '/party/6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
      '/my-parties',
    ]) {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      const policy = res.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      // Each inline script that runs is one the policy names.
      const html = await res.text();
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/src=|type="application\/json"/.test(attrs!)) continue;
        expect(scriptSrc, `${path}: ${body!.slice(0, 60)}`).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    }
  });
});

/** Console errors and failed hydration while a page loads and settles. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the browser takes the prerendered page over without replacing it, and it works', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await live(page);
  await page.evaluate(() => {
    (window as unknown as { heroFromServer: Element | null }).heroFromServer = document.querySelector('h1');
  });
  // Hydrated: the visitor's call to action replaces the placeholder and the trending cards load.
  await expect(page.getByRole('link', { name: 'Sign Up to Start Planning' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Trending parties/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { heroFromServer: Element | null }).heroFromServer === document.querySelector('h1'))).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Public Parties' }).click();
  await expect(page).toHaveURL(/\/public-parties$/);
  await expect(page.getByRole('list', { name: 'Public parties' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('what a visitor types into the sign-in form before its code has arrived is kept, and signs them in', async ({ page, request }) => {
  const email = await createUser(request, 'early-typing');
  // The page is live but its own section (the sign-in form) waits for its code: hold that code back.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/auth-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  release();
  // The form hydrates, and the page renders again once the session is known: the text stays.
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
});

test('a prerendered page never asks for the stylesheet it carries inline, before or after the app arrives', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  for (const path of ['/auth', '/', '/public-parties']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // A page the app draws itself (here, through the app's own navigation) needs nothing more either.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test('a signed-in user gets a prerendered page hydrated with their own header', async ({ page, request }) => {
  await signIn(page, await createUser(request, 'prerender'));
  const errors = watchErrors(page);
  await page.goto('/public-templates');
  await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Public Party Templates' })).toBeVisible();
  expect(errors).toEqual([]);
});
