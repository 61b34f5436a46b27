import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, isUnauthorizedError, pathFromQueryKey } from './api-client';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('pathFromQueryKey', () => {
  it('joins string parts with "/"', () => {
    expect(pathFromQueryKey(['/api/posts', 'p1', 'comments'])).toBe('/api/posts/p1/comments');
  });

  it('turns an object part into a query string and skips undefined values', () => {
    expect(pathFromQueryKey(['/api/posts', { topic: 'trade', page: undefined }])).toBe('/api/posts?topic=trade');
    expect(pathFromQueryKey(['/api/jobs', { level: undefined }])).toBe('/api/jobs');
  });
});

describe('getQueryFn', () => {
  it('GETs the path built from the query key, with credentials', async () => {
    // Arrange
    const fetchMock = stubFetch(ok([{ id: 't1' }]));
    const client = new QueryClient();

    // Act
    const data = await client.fetchQuery({
      queryKey: ['/api/trade-listings', { kind: 'export' }],
      queryFn: getQueryFn({ on401: 'throw' }),
    });

    // Assert
    expect(data).toEqual([{ id: 't1' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/trade-listings?kind=export');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
  });

  it('returns null on 401 when configured to', async () => {
    stubFetch(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    const client = new QueryClient();

    const data = await client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) });

    expect(data).toBeNull();
  });

  it('raises a 401 as "401: {body}" by default', async () => {
    stubFetch(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, statusText: 'Unauthorized' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const result = client.fetchQuery({ queryKey: ['/api/posts'], queryFn: getQueryFn({ on401: 'throw' }) });

    await expect(result).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const result = client.fetchQuery({ queryKey: ['/api/jobs'], queryFn: getQueryFn({ on401: 'throw' }) });

    await expect(result).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with its content type when there is a body', async () => {
    const fetchMock = stubFetch(ok({ id: 'p1' }));

    const answer = await apiRequest('POST', '/api/posts', { title: 'Rice exports' });

    expect(answer).toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Rice exports"}',
    });
  });

  it('sends neither body nor content type without a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await apiRequest('DELETE', '/api/posts/p1');

    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('raises non-ok answers with status and body text', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));

    await expect(apiRequest('POST', '/api/jobs', {})).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('isUnauthorizedError', () => {
  it('matches "401: ... Unauthorized" only', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: Unauthorized 401'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
