import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId } from '@club/shared';
import { apiEvent, invoke } from '../test/api-event.js';
import { loadHandler } from '../test/load-handler.js';
import { signIn, type SignedIn } from '../test/signed-in.js';
import { ADMINS_ONLY, STAFF_ONLY } from '../platform/http/middleware.js';

/** Every route the route table gives a role: new ones are picked up without an edit here. */
const roleRoutes = (Object.keys(routes) as RouteId[]).filter((id) => (routes[id] as RouteDef).role);

/** An event for the route with `x1` in every path parameter and an empty body where one is taken. */
const eventFor = (route: RouteDef, cookies?: string[]) => {
  const pathParameters = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1]!, 'x1']));
  return apiEvent(route, { path: route.path.replace(/\{[^}]+\}/g, 'x1'), pathParameters, body: route.body ? {} : undefined, cookies });
};

let member: SignedIn;
let staff: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  member = await signIn('Member');
  staff = await signIn('Staff', { role: 'staff' });
  admin = await signIn('Admin', { role: 'admin' });
});

describe('routes with a role', () => {
  it('exist (the club operations routes carry one)', () => {
    expect(roleRoutes).toEqual(expect.arrayContaining(['listStaffMembers', 'verifyMember', 'setMemberRole', 'listAuditLog']));
  });

  it.each(roleRoutes)('%s answers 401 without a session, 403 to a member, and to staff when it is for admins', async (id) => {
    const route: RouteDef = routes[id];
    const handler = await loadHandler(id);

    const anonymous = await invoke(handler, eventFor(route));
    const asMember = await invoke(handler, eventFor(route, member.cookies));
    const asStaff = await invoke(handler, eventFor(route, staff.cookies));
    const asAdmin = await invoke(handler, eventFor(route, admin.cookies));

    expect(anonymous.statusCode).toBe(401);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json).toEqual({ message: route.role === 'admin' ? ADMINS_ONLY : STAFF_ONLY });
    if (route.role === 'admin') {
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json).toEqual({ message: ADMINS_ONLY });
    } else {
      // Past the role check: whatever the made-up id and empty body earn (400, 404, 409 or 200), never 401 or 403.
      expect([401, 403]).not.toContain(asStaff.statusCode);
    }
    expect([401, 403]).not.toContain(asAdmin.statusCode);
  });
});
