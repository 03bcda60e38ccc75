import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders, makeQueryClient } from '@/app/providers';
import './jsdom';

/** The app's query client, without retries or refetches so each request is a test's decision. */
export function testQueryClient() {
  const queryClient = makeQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return queryClient;
}

/** Renders part of the app with its providers (session, query cache, toasts) under a router at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
