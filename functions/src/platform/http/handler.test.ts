import { describe, expect, it } from 'vitest';
import * as z from '@club/shared/zod';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { defineRoute, routes, type Author, type Post } from '@club/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.js';
import { getDocumentClient } from '../db/client.js';
import { apiEvent, invoke } from '../../test/api-event.js';
import { httpHandler } from '../../http-handler.js';
import { BODY_NOT_OBJECT, ORIGIN_REQUIRED } from './middleware.js';
import { reply } from './reply.js';
import { handler as getUser } from '../../features/auth/http/get-user.js';

// A route shaped like the product's write routes, so the chain can be tested before they exist.
const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/echo/{id}',
  access: 'write',
  auth: 'public',
  summary: 'test only',
  params: z.object({ id: z.string().check(z.regex(/^\d+$/, 'Must be a number')) }),
  query: z.object({ mode: z._default(z.enum(['loud', 'quiet']), 'quiet') }),
  body: z.object({ title: z.string().check(z.minLength(5, 'Title must be at least 5 characters')), pax: z.number().check(z.lte(20)) }),
  response: z.object({ id: z.string(), mode: z.string(), title: z.string(), pax: z.number() }),
});
const echo = httpHandler(echoRoute, async ({ params, query, body }) => ({ ...params, ...query, ...body }));
const echoEvent = (options: Parameters<typeof apiEvent>[1]) => apiEvent(echoRoute, { path: '/api/echo/7', pathParameters: { id: '7' }, ...options });

const tagged = httpHandler(echoRoute, async ({ params, query, body }) => reply.tagged({ ...params, ...query, ...body }, '"v7"'));

describe('httpHandler', () => {
  it('answers a tagged reply with its ETag, and 304 with no body to an If-None-Match naming it (weak, listed or *)', async () => {
    const body = { title: 'Hello there', pax: 2 };
    const fresh = await invoke(tagged, echoEvent({ body }));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe('"v7"');
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
    for (const ifNoneMatch of ['"v7"', 'W/"v7"', '"v6", "v7"', '*']) {
      const current = await invoke(tagged, echoEvent({ body, headers: { 'if-none-match': ifNoneMatch } }));
      expect(current.statusCode, ifNoneMatch).toBe(304);
      expect(current.body).toBe('');
      expect(current.headers.etag).toBe('"v7"');
      expect(current.headers['content-type']).toBeUndefined();
    }
    expect((await invoke(tagged, echoEvent({ body, headers: { 'if-none-match': '"v6"' } }))).statusCode).toBe(200);
    // An untagged answer never becomes a 304.
    expect((await invoke(echo, echoEvent({ body, headers: { 'if-none-match': '*' } }))).statusCode).toBe(200);
  });

  it('passes validated, defaulted input to the handler and answers 200 JSON with security headers', async () => {
    const answer = await invoke(echo, echoEvent({ body: { title: 'Hello there', pax: 2 } }));

    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ id: '7', mode: 'quiet', title: 'Hello there', pax: 2 });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 naming every bad field, in params, query and body', async () => {
    const answer = await invoke(echo, echoEvent({ pathParameters: { id: 'x' }, query: { mode: 'shout' }, body: { title: 'Hi', pax: 25 } }));

    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('Invalid request');
    const fields = answer.json.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['params.id', 'query.mode', 'body.title', 'body.pax']));
    expect(answer.json.issues).toContainEqual({ path: ['body', 'title'], message: 'Title must be at least 5 characters' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 400 for a missing body and for malformed JSON', async () => {
    expect((await invoke(echo, echoEvent({}))).statusCode).toBe(400);
    const malformed = await invoke(echo, echoEvent({ rawBody: '{"title":', headers: { 'content-type': 'application/json' } }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await invoke(echo, echoEvent({ rawBody: 'title=x', headers: { 'content-type': 'text/plain' } }));
    expect(answer.statusCode).toBe(400);
  });

  it('refuses state-changing requests from another site with 403', async () => {
    const cross = await invoke(echo, echoEvent({ body: { title: 'Hello there', pax: 1 }, headers: { origin: 'https://evil.example' } }));
    const fetchMeta = await invoke(echo, echoEvent({ body: { title: 'Hello there', pax: 1 }, headers: { 'sec-fetch-site': 'cross-site' } }));
    const same = await invoke(echo, echoEvent({ body: { title: 'Hello there', pax: 1 }, headers: { origin: 'http://localhost:3000' } }));

    expect(cross.statusCode).toBe(403);
    expect(fetchMeta.statusCode).toBe(403);
    expect(same.statusCode).toBe(200);
  });

  it('refuses a state-changing request with neither Origin nor Sec-Fetch-Site: same-origin (403), and takes the latter alone', async () => {
    const body = { title: 'Hello there', pax: 1 };
    const none = await invoke(echo, echoEvent({ body, headers: { origin: undefined } }));
    const sameSite = await invoke(echo, echoEvent({ body, headers: { origin: undefined, 'sec-fetch-site': 'same-site' } }));
    const userTyped = await invoke(echo, echoEvent({ body, headers: { origin: undefined, 'sec-fetch-site': 'none' } }));
    const fetchMetaOnly = await invoke(echo, echoEvent({ body, headers: { origin: undefined, 'sec-fetch-site': 'same-origin' } }));

    expect(none.statusCode).toBe(403);
    expect(none.json).toEqual({ message: ORIGIN_REQUIRED });
    expect(sameSite.statusCode).toBe(403);
    expect(userTyped.statusCode).toBe(403);
    expect(fetchMetaOnly.statusCode).toBe(200);
    // Reads need neither.
    const read = await invoke(getUser, apiEvent(routes.getAuthUser));
    expect(read.statusCode).toBe(401);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[{"title":"Hello there","pax":1}]'],
    ['a string', '"Hello there"'],
    ['a number', '42'],
    ['a boolean', 'true'],
  ])('answers 400 for a JSON body that is %s, before validation', async (kind, rawBody) => {
    const answer = await invoke(echo, echoEvent({ rawBody, headers: { 'content-type': 'application/json' } }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json).toEqual({ message: BODY_NOT_OBJECT, issues: [{ path: ['body'], message: `Expected an object, received ${kind}` }] });
  });

  it.each([
    [new ForbiddenError('Not your listing'), 403],
    [new NotFoundError('Plan not found'), 404],
    [new ConflictError('Already requested'), 409],
  ])('maps %s to its status with its message', async (error, status) => {
    const failing = httpHandler(routes.login, async () => {
      throw error;
    });
    const answer = await invoke(failing, apiEvent(routes.login));
    expect(answer.statusCode).toBe(status);
    expect(answer.json).toEqual({ message: error.message });
  });

  it('answers an unknown error with a generic 500 that leaks nothing', async () => {
    const failing = httpHandler(routes.login, async () => {
      throw new Error('secret table name club-prod-xyz');
    });
    const answer = await invoke(failing, apiEvent(routes.login));
    expect(answer.statusCode).toBe(500);
    expect(answer.json).toEqual({ message: 'Internal Server Error' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 500 (not a crash) when DynamoDB fails while loading the session', async () => {
    const dynamo = mockClient(getDocumentClient());
    dynamo.on(BatchGetCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    try {
      const answer = await invoke(getUser, apiEvent(routes.getAuthUser, { cookies: ['club_session=abc'] }));
      expect(answer.statusCode).toBe(500);
      expect(answer.json).toEqual({ message: 'Internal Server Error' });
    } finally {
      dynamo.restore();
    }
  });

  it('lets a handler answer a redirect with cookies', async () => {
    const redirecting = httpHandler(routes.login, async () => reply.redirect('/elsewhere', ['a=1; Path=/']));
    const answer = await invoke(redirecting, apiEvent(routes.login));
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/elsewhere');
    expect(answer.cookies).toEqual(['a=1; Path=/']);
  });
});

describe('handler output types (checked by `tsc -p functions`)', () => {
  it('refuses answers outside the route’s response type at compile time', () => {
    const author: Author = { id: 'a', firstName: 'A', lastName: 'B', badges: [], chapters: [] };
    const { author: _author, ...post }: Post = {
      id: 'p1',
      title: 't',
      body: 'b',
      type: 'ask',
      tags: [],
      forumId: 'f',
      topicTag: 'trade',
      createdAt: 'now',
      interestCount: 0,
      replyCount: 0,
      author,
    };
    // The right shapes compile: the item for a create, a page of items for a list.
    httpHandler(routes.createPost, async () => reply.created({ ...post, author }));
    httpHandler(routes.listPosts, async () => reply.page([{ ...post, author }], null));
    // @ts-expect-error a post without its author is not the route's response
    httpHandler(routes.createPost, async () => reply.created(post));
    // @ts-expect-error a list answers a page of items, not one item
    httpHandler(routes.listPosts, async () => reply.created({ ...post, author }));
    // @ts-expect-error a JSON route cannot answer a redirect
    httpHandler(routes.getAuthUser, async () => reply.redirect('/'));
    // @ts-expect-error a redirect route (no response schema) cannot answer JSON
    httpHandler(routes.login, async () => ({ ok: true }));
    expect(true).toBe(true);
  });
});
