import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('createQueryClient', () => {
  it('applies the spec defaults: no retry, no refetch on focus, no polling, never stale', () => {
    const client = createQueryClient();

    const { queries, mutations } = client.getDefaultOptions();

    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reads a key without its own queryFn from the path, with credentials', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    const data = await client.fetchQuery({ queryKey: ['/api/posts', { topic: 'trade' }] });

    expect(data).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/posts?topic=trade');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('reports failed queries to onError once (no retry)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const onError = vi.fn();
    const client = createQueryClient({ onError });

    await expect(client.fetchQuery({ queryKey: ['/api/jobs'] })).rejects.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '401: {"message":"Unauthorized"}' }));
  });
});
