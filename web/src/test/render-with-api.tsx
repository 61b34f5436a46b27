import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | Promise<never>;
type Route = (url: string, init: RequestInit | undefined) => Answer | undefined;

/** Stubs fetch with `route` (method + URL → answer); anything unrouted is 404. Returns the mock to inspect calls. */
export function stubFetch(route: Route) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = route(String(input), init);
    if (answer instanceof Promise) return answer;
    if (!answer) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    // A 204 or 304 may carry no body at all (the Response constructor refuses even an empty one).
    const bodiless = answer.status === 204 || answer.status === 304;
    return new Response(bodiless ? null : answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls a fetch mock received for one method and path prefix. */
export const callsTo = (mock: ReturnType<typeof stubFetch>, method: string, prefix: string) =>
  mock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(prefix));

/** Renders a component inside the app's providers and a router (at `path`: a URL, or a location with its state). */
export function renderWithApi(ui: ReactNode, path: InitialEntry = '/') {
  const queryClient = createQueryClient();
  return {
    ...render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProvider>,
    ),
    queryClient,
  };
}
