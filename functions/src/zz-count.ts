import { routes, type RouteDef, type RouteId } from '@club/shared';
import { fuzzInputs } from './test/fuzz-inputs.js';
const validBodies: Partial<Record<RouteId, Record<string, unknown>>> = {
  createCompany: { name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India', hsCodes: ['1006'] },
  createTradeListing: { kind: 'export', title: 'Sona Masoori rice', description: '200 t a month', hsCode: '1006', companyId: 'co-fuzz' },
  createJob: { title: 'CFO', description: 'Run finance', applyEmail: 'hr@example.com', companyId: 'co-fuzz' },
  createPost: { title: 'Reefer partners wanted', body: 'Kakinada to Rotterdam', forumId: 'forum-fuzz' },
  createPostReply: { body: 'We run weekly reefers.' },
  updateMyProfile: { chapters: ['AP-Vizag'], shareContact: true },
  createDarshanPlan: { dateRange: '15-17 December 2026', pax: 4, specialRequests: 'Wheelchair' },
  updateDarshanPlan: { dateRange: '16-18 December 2026', pax: 3 },
  setDarshanPlanStatus: { status: 'confirmed', confirmationDetails: 'VIP break' },
  createConciergeTicket: { category: 'visa', title: 'Business visa for Japan', details: 'Tokyo trade fair in March', priority: 'high' },
  addConciergeTicketMessage: { body: 'Passport scan attached.' },
  createRoomNight: { hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate' },
  requestRoomNight: { message: 'For my parents' },
};
const validParams: Partial<Record<RouteId, Record<string, string>>> = {
  getSavedItem: { kind: 'post', itemId: 'post-fuzz' },
  saveItem: { kind: 'post', itemId: 'post-fuzz' },
  unsaveItem: { kind: 'post', itemId: 'post-fuzz' },
};
const SEED = 0x5eed_2026;
let total = 0, strict = 0, n = 0, min = Infinity;
for (const id of Object.keys(routes) as RouteId[]) {
  const r: RouteDef = routes[id];
  if (!(r.body || r.params || r.query)) continue;
  const seed = (SEED ^ [...id].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7)) >>> 0;
  const a = fuzzInputs(r, { seed, minCount: 100, validBody: validBodies[id], validParams: validParams[id] });
  n++; total += a.length; strict += a.filter((x) => x.expectRefused).length; min = Math.min(min, a.length);
}
console.log({ routes: n, total, strict, min });
