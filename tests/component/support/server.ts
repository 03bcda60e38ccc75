import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The local stack's default address: the app's client talks to it when VITE_SUPABASE_URL is unset. */
export const API = 'http://127.0.0.1:54321';

export const server = setupServer();

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
