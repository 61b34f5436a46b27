import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeQueryOptions } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

const stats = { posts: 2, listings: 1, jobs: 0, savedPosts: 3, savedJobs: 0, applications: 1 };

describe('createQueryClient', () => {
  it('applies the spec defaults: no retry, no refetch on focus, no polling, never stale', () => {
    const client = createQueryClient();

    const { queries, mutations } = client.getDefaultOptions();

    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reads through the typed client: the key is the path, the call carries credentials', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(stats), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    const options = routeQueryOptions('getMyActivity');
    const data = await client.fetchQuery(options);

    expect(options.queryKey).toEqual(['/api/members/me/activity']);
    expect(data).toEqual(stats);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/members/me/activity');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('reports failed queries to onError once (no retry)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const onError = vi.fn();
    const client = createQueryClient({ onError });

    await expect(client.fetchQuery(routeQueryOptions('getMyActivity'))).rejects.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '401: {"message":"Unauthorized"}' }));
  });
});
