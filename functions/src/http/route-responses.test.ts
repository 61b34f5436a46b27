import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId, type Routes } from '@club/shared';
import { seedForum, signIn, type SignedIn } from '../test/signed-in.js';
import { loadHandler } from '../test/load-handler.js';

/** Routes that answer JSON (every route with a response schema). */
type JsonRouteId = { [K in RouteId]: Routes[K] extends { response: object } ? K : never }[RouteId];

type Who = 'owner' | 'other' | 'staff';
interface Call {
  as: Who;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
/** Earlier answers by route id (the example chain reads ids from them). */
type Answers = Partial<Record<RouteId, any>>;
type Example = (answers: Answers, setup: (id: JsonRouteId, call: Call) => Promise<any>) => Call | Promise<Call>;

const load = loadHandler;

/** A valid event form a month from now (Hyderabad, in person). */
const eventForm = (extra: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + 30 * 24 * 3600_000);
  return {
    title: 'Hyderabad CXO Breakfast',
    type: 'networking',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    venue: 'Taj Krishna',
    city: 'Hyderabad',
    country: 'India',
    ...extra,
  };
};

/**
 * One valid request per JSON route, in an order where each can use what the
 * earlier ones made. `satisfies` makes a new route without an example a
 * compile error, so every answer the API gives is checked against its schema.
 */
const examples = {
  getAuthUser: () => ({ as: 'owner' }),
  createCompany: () => ({ as: 'owner', body: { name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India', hsCodes: ['1006'] } }),
  listCompanies: () => ({ as: 'owner', query: { mine: 'true' } }),
  createTradeListing: (a) => ({
    as: 'owner',
    body: { kind: 'export', title: 'Sona Masoori rice', description: '200 t a month', hsCode: '1006', companyId: a.createCompany.id },
  }),
  listTradeListings: () => ({ as: 'other', query: { kind: 'export' } }),
  createJob: (a) => ({ as: 'owner', body: { title: 'CFO', description: 'Run finance', applyEmail: 'hr@example.com', companyId: a.createCompany.id } }),
  listJobs: () => ({ as: 'other' }),
  listForums: () => ({ as: 'owner' }),
  createPost: (a) => ({ as: 'owner', body: { title: 'Reefer partners wanted', body: 'Kakinada to Rotterdam', forumId: a.listForums[0].id } }),
  listPosts: () => ({ as: 'other', query: { topic: 'trade' } }),
  getPost: (a) => ({ as: 'other', params: { postId: a.createPost.id } }),
  createPostReply: (a) => ({ as: 'other', params: { postId: a.createPost.id }, body: { body: 'We run weekly reefers.' } }),
  listPostReplies: (a) => ({ as: 'owner', params: { postId: a.createPost.id } }),
  addPostInterest: (a) => ({ as: 'other', params: { postId: a.createPost.id } }),
  removePostInterest: (a) => ({ as: 'other', params: { postId: a.createPost.id } }),
  listMembers: () => ({ as: 'other' }),
  getMyProfile: () => ({ as: 'owner' }),
  updateMyProfile: () => ({ as: 'owner', body: { chapters: ['AP-Vizag'], shareContact: true } }),
  getMyActivity: () => ({ as: 'owner' }),
  getClubStats: () => ({ as: 'other' }),
  saveItem: (a) => ({ as: 'other', params: { kind: 'post', itemId: a.createPost.id } }),
  getSavedItem: (a) => ({ as: 'other', params: { kind: 'post', itemId: a.createPost.id } }),
  listSavedItems: () => ({ as: 'other', query: { kind: 'post' } }),
  unsaveItem: (a) => ({ as: 'other', params: { kind: 'post', itemId: a.createPost.id } }),
  applyToJob: (a) => ({ as: 'other', params: { jobId: a.createJob.id } }),
  listMyApplications: () => ({ as: 'other' }),
  createDarshanPlan: () => ({ as: 'owner', body: { dateRange: '15-17 December 2026', pax: 4, specialRequests: 'Wheelchair' } }),
  listDarshanPlans: () => ({ as: 'owner' }),
  getDarshanPlan: (a) => ({ as: 'owner', params: { planId: a.createDarshanPlan.id } }),
  updateDarshanPlan: (a) => ({ as: 'owner', params: { planId: a.createDarshanPlan.id }, body: { dateRange: '16-18 December 2026', pax: 3 } }),
  submitDarshanPlan: (a) => ({ as: 'owner', params: { planId: a.createDarshanPlan.id } }),
  setDarshanPlanStatus: (a) => ({ as: 'staff', params: { planId: a.createDarshanPlan.id }, body: { status: 'confirmed', confirmationDetails: 'VIP break' } }),
  cancelDarshanPlan: (a) => ({ as: 'owner', params: { planId: a.createDarshanPlan.id } }),
  createConciergeTicket: () => ({ as: 'owner', body: { category: 'visa', title: 'Business visa for Japan', details: 'Tokyo trade fair in March', priority: 'high' } }),
  listConciergeTickets: () => ({ as: 'owner' }),
  getConciergeTicket: (a) => ({ as: 'owner', params: { ticketId: a.createConciergeTicket.id } }),
  addConciergeTicketMessage: (a) => ({ as: 'owner', params: { ticketId: a.createConciergeTicket.id }, body: { body: 'Passport scan attached.' } }),
  closeConciergeTicket: (a) => ({ as: 'owner', params: { ticketId: a.createConciergeTicket.id } }),
  createRoomNight: () => ({ as: 'owner', body: { hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate' } }),
  listRoomNights: () => ({ as: 'other' }),
  requestRoomNight: (a) => ({ as: 'other', params: { roomNightId: a.createRoomNight.id }, body: { message: 'For my parents' } }),
  listRoomNightRequests: (a) => ({ as: 'owner', params: { roomNightId: a.createRoomNight.id } }),
  listMyRoomNightRequests: () => ({ as: 'other' }),
  acceptRoomNightRequest: (a) => ({ as: 'owner', params: { roomNightId: a.createRoomNight.id, requestId: a.requestRoomNight.id } }),
  completeRoomNight: (a) => ({ as: 'owner', params: { roomNightId: a.createRoomNight.id } }),
  cancelRoomNight: async (_a, setup) => {
    const spare = await setup('createRoomNight', { as: 'owner', body: { hotelName: 'Padmavathi', date: '2026-12-20', action: 'donate' } });
    return { as: 'owner', params: { roomNightId: spare.id } };
  },
  createEvent: () => ({ as: 'owner', body: eventForm({ maxAttendees: 2 }) }),
  listUpcomingEvents: () => ({ as: 'other' }),
  listMyEvents: () => ({ as: 'owner' }),
  getEvent: (a) => ({ as: 'other', params: { eventId: a.createEvent.id } }),
  updateEvent: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id }, body: eventForm({ maxAttendees: 3 }) }),
  rsvpEvent: (a) => ({ as: 'other', params: { eventId: a.createEvent.id }, body: { dietaryRestrictions: 'Vegetarian', status: 'pending' } }),
  listMyRsvps: () => ({ as: 'other' }),
  listEventAttendees: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
  checkInRsvp: (a) => ({ as: 'owner', params: { qrCode: a.rsvpEvent.qrCode } }),
  cancelRsvp: async (a, setup) => {
    await setup('rsvpEvent', { as: 'staff', params: { eventId: a.createEvent.id }, body: {} });
    return { as: 'staff', params: { eventId: a.createEvent.id } };
  },
  approveRsvp: async (_a, setup) => {
    const gated = await setup('createEvent', { as: 'owner', body: eventForm({ isGated: true, gatingCriteria: 'CXOs only' }) });
    const pending = await setup('rsvpEvent', { as: 'other', params: { eventId: gated.id }, body: {} });
    return { as: 'owner', params: { eventId: gated.id, rsvpId: pending.id } };
  },
  declineRsvp: async (_a, setup) => {
    const gated = await setup('createEvent', { as: 'owner', body: eventForm({ isGated: true, gatingCriteria: 'CXOs only' }) });
    const pending = await setup('rsvpEvent', { as: 'staff', params: { eventId: gated.id }, body: {} });
    return { as: 'owner', params: { eventId: gated.id, rsvpId: pending.id }, body: { reason: 'Seats are reserved for CXOs' } };
  },
  deactivateEvent: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
} satisfies Record<JsonRouteId, Example>;

let members: Record<Who, SignedIn>;

beforeAll(async () => {
  await seedForum({ id: 'forum-trade', title: 'Trade & Exports', topicTag: 'trade' });
  members = { owner: await signIn('Owner'), other: await signIn('Other'), staff: await signIn('Staff', { role: 'staff' }) };
});

/** Calls a route as one of the members; fails the test unless it succeeds with an answer its schema accepts. */
async function callChecked(id: JsonRouteId, call: Call) {
  const route: RouteDef = routes[id];
  const answer = await members[call.as].call(await load(id), route, call);
  expect(answer.statusCode, `${id}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  const parsed = route.response!.safeParse(answer.json);
  expect(parsed.success, `${id} answered outside its response schema: ${String(parsed.error)}`).toBe(true);
  return answer.json;
}

describe('every JSON route answers within its response schema', () => {
  it('has an example for each route with a response schema, and none for redirects', () => {
    const jsonRoutes = (Object.keys(routes) as RouteId[]).filter((id) => (routes[id] as RouteDef).response);
    expect(Object.keys(examples).sort()).toEqual(jsonRoutes.sort());
  });

  it('runs the examples in order against DynamoDB Local', async () => {
    const answers: Answers = {};
    for (const [id, example] of Object.entries(examples) as [JsonRouteId, Example][]) {
      const call = await example(answers, callChecked);
      answers[id] = await callChecked(id, call);
    }
  });
});
