import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const STACK_URL = `http://127.0.0.1:${process.env.E2E_STACK_PORT ?? 54621}`;
/** The local stack's well-known anon key (public by design). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const PASSWORD = 'Confetti-e2e-2026!';

/** A fresh e-mail address per test, so tests never share users. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates a confirmed user through the auth API (sign-ups are confirmed at once locally). */
export async function createUser(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await request.post(`${STACK_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Start Planning Now' })).toBeVisible();
}
