import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The local stack's default address: the app's client talks to it when VITE_SUPABASE_URL is unset. */
export const API = 'http://127.0.0.1:54321';

// Every signed-in page links the user's invitations once (spec §7 link-up): answered here for all
// tests ("nothing to link"); a test that cares overrides it with server.use().
export const server = setupServer(http.post(`${API}/rest/v1/rpc/link_my_invitations`, () => HttpResponse.json(0)));

/** Starts MSW for a test file: every backend call must be answered by a handler of the test. */
export function startMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
}
