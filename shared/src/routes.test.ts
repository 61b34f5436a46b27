import { describe, expect, it } from 'vitest';
import { publicRouteIds, routes } from './routes.js';

describe('route table', () => {
  const entries = Object.entries(routes);

  it('names routes verbNoun and paths in API Gateway syntax under /api', () => {
    for (const [id, route] of entries) {
      expect(id, id).toMatch(/^[a-z]+[A-Z][A-Za-z]*$|^(login|logout)$/);
      // A file a calendar app subscribes to may end in its extension (calendar.ics).
      expect(route.path, id).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+(\.[a-z]+)?$/);
    }
  });

  it('keeps only the sign-in flow, the festival calendar feed, the signed unsubscribe links and the health check public', () => {
    // Calendar apps fetch a subscribed feed without the session cookie; festival dates are not private. The health check answers no data.
    expect([...publicRouteIds].sort()).toEqual([
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

  it('has the sign-in routes of the spec', () => {
    const keys = entries.map(([, r]) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/login', 'GET /api/auth/callback', 'GET /api/logout', 'GET /api/auth/user']));
  });
});
