import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The local stack's default address: the app's client talks to it when VITE_SUPABASE_URL is unset. */
export const API = 'http://127.0.0.1:54321';

// Every signed-in page links the user's invitations once (docs/product.md#table-calls link-up) and the header reads
// the user's profile (Pro badge); places that generate show today's AI allowance, and saved designs
// and photos ask whether Canva is set up: answered here for all tests ("nothing to link", "no
// profile row", so the app uses the auth user's own data; a free account with its allowance
// untouched; no Canva); the party page's checklist and budget start empty, and the Guests panel's
// settings are the defaults (one plus-one, the address shown to every link holder); a test that cares
// overrides them with server.use().
export const FREE_ALLOWANCE = { pro: false, limit: 20, used: 0, remaining: 20, resets_at: '2031-01-02T00:00:00Z' };
export const server = setupServer(
  http.post(`${API}/rest/v1/rpc/link_my_invitations`, () => HttpResponse.json(0)),
  http.post(`${API}/rest/v1/rpc/my_ai_allowance`, () => HttpResponse.json(FREE_ALLOWANCE)),
  http.post(`${API}/rest/v1/rpc/free_ai_allowance`, () => HttpResponse.json(20)),
  http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json([])),
  http.get(`${API}/rest/v1/party_tasks`, () => HttpResponse.json([])),
  http.get(`${API}/rest/v1/party_expenses`, () => HttpResponse.json([])),
  http.post(`${API}/rest/v1/rpc/get_guest_settings`, () => HttpResponse.json({ plus_ones_allowed: 1, address_after_answer: false })),
  http.post(`${API}/rest/v1/rpc/party_budget_totals`, () => HttpResponse.json({ count: 0, currency: 'USD', estimated: 0, actual: 0, projected: 0, paid: 0 })),
  http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: false })),
  http.get(`${API}/rest/v1/profiles`, () =>
    HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: null, hint: null }, { status: 406 }),
  ),
);

/** Starts MSW for a test file: every backend call must be answered by a handler of the test. */
export function startMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // sonner keeps its toasts in a module-wide store and replays the live ones to the next test's
    // toaster: dismiss them so a test sees only its own.
    toast.dismiss();
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
}
