import { NEXT_CURSOR_HEADER } from '@club/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { aPost } from '../test/fixtures';
import { aThreadPage } from '../test/message-fixtures';
import { ApiError, call, callIfChanged, callPage, hasStatus, isUnauthorizedError, routeKey, routeUrl, taggedQueryOptions } from './api-client';

// These tests pin the client's own mapping from route ids to URLs, so they spell paths out.
const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, ...init });

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('routeUrl', () => {
  it('fills the path params, encoded, from the route table', () => {
    expect(routeUrl('getPost', { params: { postId: 'a/b c' } })).toBe('/api/posts/a%2Fb%20c');
    expect(routeUrl('getSavedItem', { params: { kind: 'job', itemId: 'j1' } })).toBe('/api/saved-items/job/j1');
  });

  it('adds the query in its given order, skipping empty values', () => {
    expect(routeUrl('listPosts', { query: { topic: 'trade', forumId: undefined, author: 'me' } })).toBe('/api/posts?topic=trade&author=me');
    expect(routeUrl('listJobs', { query: { level: undefined } })).toBe('/api/jobs');
    expect(routeUrl('login')).toBe('/api/login');
  });
});

describe('routeKey', () => {
  it('starts with the static path, then each later segment, then the query', () => {
    expect(routeKey('listPosts')).toEqual(['/api/posts']);
    expect(routeKey('listPosts', { query: { topic: 'capital' } })).toEqual(['/api/posts', { topic: 'capital' }]);
    expect(routeKey('getPost', { params: { postId: 'p1' } })).toEqual(['/api/posts', 'p1']);
    expect(routeKey('listPostReplies', { params: { postId: 'p1' } })).toEqual(['/api/posts', 'p1', 'replies']);
    expect(routeKey('getMyActivity')).toEqual(['/api/members/me/activity']);
  });
});

describe('call', () => {
  it('sends the route’s method with a JSON body and credentials, and answers the parsed body', async () => {
    const fetchMock = stubFetch(json(aPost(), { status: 201 }));

    const answer = await call('createPost', { body: { title: 'Rice exports', body: 'Sona Masoori', forumId: 'forum-trade' } });

    expect(answer).toEqual(aPost());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Rice exports","body":"Sona Masoori","forumId":"forum-trade"}',
    });
  });

  it('sends neither body nor content type without a body', async () => {
    const fetchMock = stubFetch(json({ interested: false, interestCount: 0 }));

    await call('removePostInterest', { params: { postId: 'p1' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts/p1/interest');
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('raises an ApiError with the status, the spec’s message and the parsed body', async () => {
    const issues = [{ path: ['body', 'title'], message: 'Title is required' }];
    stubFetch(json({ message: 'Invalid request', issues }, { status: 400 }));

    const error = await call('createPost', { body: { title: '', body: 'x', forumId: 'f' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(hasStatus(error, 400)).toBe(true);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify({ message: 'Invalid request', issues })}`);
    expect((error as ApiError).body).toEqual({ message: 'Invalid request', issues });
  });

  it('uses the status text when the error body is empty, with no body to read', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const error = await call('getMyActivity').catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBeUndefined();
  });

  it('refuses, in tests, an answer outside the route’s response schema', async () => {
    stubFetch(json({ id: 'p1' }));

    await expect(call('getPost', { params: { postId: 'p1' } })).rejects.toThrow(/getPost does not match its response schema/);
  });
});

describe('callPage', () => {
  it('asks for the page after the cursor and reads the next cursor from the header', async () => {
    const fetchMock = stubFetch(json([aPost()], { headers: { [NEXT_CURSOR_HEADER]: 'page-3' } }));

    const page = await callPage('listPosts', { query: { topic: 'trade' } }, 'page-2');

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/posts?topic=trade&cursor=page-2');
    expect(page).toEqual({ items: [aPost()], nextCursor: 'page-3' });
  });

  it('says there is no next page when the header is absent', async () => {
    stubFetch(json([]));

    expect(await callPage('listForums', undefined, null)).toEqual({ items: [], nextCursor: null });
  });
});

describe('callIfChanged', () => {
  const params = { threadId: 'thr_1' };

  it('sends If-None-Match with the ETag it was given and answers notModified on a 304', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 304 }));

    const answer = await callIfChanged('getMessageThread', { params }, '"v1"');

    expect(answer).toEqual({ notModified: true });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'If-None-Match': '"v1"' });
  });

  it('answers the body with its ETag and next cursor, sending no If-None-Match without an ETag', async () => {
    const fetchMock = stubFetch(json(aThreadPage(), { headers: { ETag: '"v2"', [NEXT_CURSOR_HEADER]: 'older' } }));

    const answer = await callIfChanged('getMessageThread', { params });

    expect(answer).toEqual({ notModified: false, data: aThreadPage(), etag: '"v2"', nextCursor: 'older' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toBeUndefined();
  });

  it('raises a 304 to a read that sent no ETag like any other non-ok answer', async () => {
    stubFetch(new Response(null, { status: 304 }));

    await expect(callIfChanged('getMessageThread', { params })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('taggedQueryOptions', () => {
  it('asks again with the cached ETag and keeps the cached answer (the same object) on a 304', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = taggedQueryOptions('getMessageThread', { params: { threadId: 'thr_1' } });
    let fetchMock = stubFetch(json(aThreadPage(), { headers: { ETag: '"v1"' } }));
    const first = await client.fetchQuery(options);
    expect(first).toEqual({ data: aThreadPage(), etag: '"v1"', nextCursor: null });
    expect(fetchMock.mock.calls[0]![1]?.headers).toBeUndefined();

    fetchMock = stubFetch(new Response(null, { status: 304 }));
    const second = await client.fetchQuery({ ...options, staleTime: 0 });

    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'If-None-Match': '"v1"' });
    expect(second).toBe(first);
  });
});

describe('isUnauthorizedError', () => {
  it('is an ApiError with status 401, or another error in the spec’s "401: ... Unauthorized" form', () => {
    expect(isUnauthorizedError(new ApiError(401, '401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '403: {"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('500: Unauthorized 401'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
