import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId } from '@club/shared';
import { signIn, type SignedIn } from '../test/signed-in.js';
import { loadHandler } from '../test/load-handler.js';

const load = loadHandler;

const huge = 'x'.repeat(10_001);
const paramNames = (route: RouteDef) => [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const withParams = (Object.keys(routes) as RouteId[]).filter((id) => paramNames(routes[id]).length && routes[id].auth === 'session');

let member: SignedIn;
beforeAll(async () => {
  // An admin passes every route's role check (staff-routes.test.ts covers the 403s), so ids are checked on staff routes too.
  member = await signIn('Ids', { role: 'admin' });
});

/** Valid params for a route, with one replaced. */
const paramsWith = (route: RouteDef, name: string, value: string) =>
  Object.fromEntries(paramNames(route).map((p) => [p, p === name ? value : p === 'kind' ? 'post' : 'id-1']));

describe('ids from clients are bounded and well-formed (400 naming the field, never a DynamoDB key error)', () => {
  it.each(withParams)('%s refuses a 10,001-character or malformed path id', async (id) => {
    const route: RouteDef = routes[id];
    for (const name of paramNames(route).filter((p) => p !== 'kind')) {
      for (const value of [huge, 'a b', 'a\u0000b']) {
        const answer = await member.call(await load(id), route, { params: paramsWith(route, name, value), body: route.body ? {} : undefined });
        expect(answer.statusCode, `${id} ${name}`).toBe(400);
        expect(answer.json.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain(`params.${name}`);
      }
    }
  });

  it.each([
    ['createPost', 'forumId', { title: 'T', body: 'B' }],
    ['createTradeListing', 'companyId', { title: 'T', description: 'D', hsCode: '1006' }],
    ['createJob', 'companyId', { title: 'T', description: 'D', applyEmail: 'hr@example.com' }],
  ] as const)('%s refuses a 10,001-character %s', async (id, field, rest) => {
    const answer = await member.call(await load(id), routes[id], { body: { ...rest, [field]: huge } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message: expect.stringContaining('at most 100 characters') });
  });

  it('lists posts of a forum only for a well-formed forum id', async () => {
    const answer = await member.call(await load('listPosts'), routes.listPosts, { query: { forumId: huge } });
    expect(answer.statusCode).toBe(400);
  });
});
