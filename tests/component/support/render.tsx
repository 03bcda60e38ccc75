import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { testQueryClient } from './providers';

/** Mirrors the current location into `router.state.location` for assertions. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onChange(location);
  }, [onChange, location]);
  return null;
}

/** Renders the real app (route table, providers, toasts) at a path. */
export function renderApp(path: string) {
  const router = { state: { location: { pathname: path } as Location } };
  const queryClient = testQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onChange={(location) => {
            router.state.location = location;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
