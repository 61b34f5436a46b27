import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId } from '@club/shared';
import { handlerFiles } from '../handlers.js';
import { apiEvent, invoke } from '../test/api-event.js';
import { functionsDir, loadHandler } from '../test/load-handler.js';

const routeIds = Object.keys(routes) as RouteId[];
const load = loadHandler;

/** A concrete path for an API-Gateway-style path template. */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, 'x1');

describe('route table', () => {
  it('has a handler module exporting `handler` for every route', async () => {
    for (const id of routeIds) {
      expect(fs.existsSync(path.join(functionsDir, handlerFiles[id])), id).toBe(true);
      expect(typeof (await load(id)), id).toBe('function');
    }
  });

  it('has one route per method and path', () => {
    const keys = routeIds.map((id) => `${routes[id].method} ${routes[id].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  const sessionRoutes = routeIds.filter((id) => routes[id].auth === 'session');
  it('makes every route except the sign-in flow, the festival calendar feed, the signed unsubscribe links and the health check require a session', () => {
    expect(routeIds.filter((id) => routes[id].auth === 'public').sort()).toEqual([
      'authCallback',
      'confirmLogout',
      'getFestivalCalendarFeed',
      'getHealth',
      'getUnsubscribe',
      'login',
      'logout',
      'resubscribeMail',
      'unsubscribeMail',
    ]);
  });

  it.each(sessionRoutes)('%s answers 401 without a session and with a forged cookie', async (id) => {
    const route: RouteDef = routes[id];
    const handler = await load(id);
    const params = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, 'x1']));
    const base = { path: concretePath(route.path), pathParameters: params, body: route.body ? {} : undefined };

    const anonymous = await invoke(handler, apiEvent(route, base));
    const forged = await invoke(handler, apiEvent(route, { ...base, cookies: ['club_session=forged-session-id'] }));

    for (const answer of [anonymous, forged]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json).toEqual({ message: 'Unauthorized' });
    }
  });
});
