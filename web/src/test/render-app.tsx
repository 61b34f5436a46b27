import type { CurrentUser } from '@club/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { handleUnauthorized } from '../features/auth';
import { routeUrl } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

/** A member as GET /api/auth/user answers it. */
export const aMember = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'mem_1',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  badges: ['founder'],
  chapters: ['AP-Vizag'],
  role: 'member',
  verified: false,
  firstVisit: false,
  ...overrides,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch: the user lookup answers `user` (or 401 when null), the shell's bell nothing unread; other paths 404. */
export function stubApi(user: CurrentUser | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === routeUrl('getAuthUser')) return user ? json(200, user) : json(401, { message: 'Unauthorized' });
    if (url === routeUrl('getUnreadNotificationCount')) return json(200, { count: 0, messages: 0 });
    if (url.split('?')[0] === routeUrl('listNotifications')) return json(200, []);
    return json(404, { message: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Reports the router's location to the test on every render. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders the whole app at `path` with a fresh QueryClient wired like
 * production; `location()` is where the app's router is now.
 */
export function renderApp(path = '/') {
  const queryClient = createQueryClient({ onError: handleUnauthorized });
  let current: Location | undefined;
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onLocation={(location) => (current = location)} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, location: () => current!, queryClient };
}
