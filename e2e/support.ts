import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from './test';

export const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 24621}`;
/** The local stack's well-known anon key (public by design). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const PASSWORD = 'Confetti-e2e-2026!';
/** Fills the cart's shipping address as a buyer in Austin would. */
export async function fillShippingAddress(drawer: Locator) {
  await drawer.getByLabel('Full name *').fill('Robin Buyer');
  await drawer.getByLabel('Address *', { exact: true }).fill('500 Congress Ave');
  await drawer.getByLabel('City *').fill('Austin');
  await drawer.getByLabel('State / region').fill('TX');
  await drawer.getByLabel('Postal code *').fill('78701');
}

/** A fresh e-mail address per test, so tests never share users. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates a confirmed user through the auth API (sign-ups are confirmed at once locally). */
export async function createUser(request: APIRequestContext, tag: string): Promise<string> {
  return (await apiUser(request, tag)).email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
}

/** A 1x1 PNG, for uploads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface ApiUser {
  email: string;
  token: string;
  id: string;
}

/** Signs a fresh user up through the auth API and keeps the session, for REST calls as them. */
export async function apiUser(request: APIRequestContext, tag: string, metadata?: Record<string, unknown>): Promise<ApiUser> {
  const email = uniqueEmail(tag);
  const res = await request.post(`${STACK_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD, ...(metadata ? { data: metadata } : {}) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { email, token: body.access_token, id: body.user.id };
}

export interface ApiParty {
  id: string;
  party_name: string;
  /** Unique per call unless `fields` overrides it. */
  ideas: string;
}

let partyCounter = 0;
/** Inserts a party plan as `owner` through REST; the name (and the ideas naming it) is unique per call. */
export async function apiParty(request: APIRequestContext, owner: ApiUser, fields: Record<string, unknown> = {}): Promise<ApiParty> {
  partyCounter += 1;
  const name = `E2E Party ${Date.now().toString(36)}-${partyCounter}`;
  const res = await request.post(`${STACK_URL}/rest/v1/party_plans`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    data: {
      user_id: owner.id,
      party_name: name,
      party_type: 'Birthday Party',
      party_for: 'Robin',
      location: 'Secret Lane 7, Austin, TX',
      date: '2031-05-01',
      guest_count: 24,
      budget: '500-1000',
      ideas: `Rockets, glow-in-the-dark stars and a moon cake (${name})`,
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const [row] = await res.json();
  return row as ApiParty;
}

/** A page in a new browser context (a separate person), signed in as `email`. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/**
 * Waits until shown toasts have finished fading in and dismissed ones are gone, so axe measures
 * final colours rather than a half-transparent frame. Toasts stacked behind (`data-visible=false`)
 * stay fully transparent, which axe skips.
 */
export async function waitForToastsSettled(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).every((toast) => {
      if (toast.dataset.removed === 'true') return false;
      const opacity = getComputedStyle(toast).opacity;
      if (toast.dataset.visible === 'false') return opacity === '0';
      return toast.dataset.mounted === 'true' && opacity === '1' && toast.getAnimations().every((a) => a.playState !== 'running');
    }),
  );
}

/**
 * Fails on serious or critical axe violations. `ignoreToasts` leaves out the app shell's toaster:
 * toasts come and go mid-scan, so a page check should not depend on them.
 */
export async function expectNoSeriousViolations(page: Page, { ignoreToasts = false } = {}) {
  const builder = new AxeBuilder({ page });
  if (ignoreToasts) builder.exclude('[data-sonner-toaster]');
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
