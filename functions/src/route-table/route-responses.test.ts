import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId, type Routes } from '@club/shared';
import { seedForum, signIn, type SignedIn } from '../test/signed-in.js';
import { loadHandler } from '../test/load-handler.js';
import { samplePdf } from '../test/sample-files.js';
import { investorData } from '../features/investors/data.js';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { networkData } from '../features/network/data.js';
import { nudgeShard } from '../features/network/entities/smart-nudge.js';
import { signUnsubscribeToken } from '../features/mail/index.js';
import { mailData } from '../features/mail/data.js';
import { createSession } from '../features/auth/sessions.js';
import { runDataRequests } from '../features/privacy/index.js';
import { angelInvestorProfile } from '../test/investor-profile.js';

/** Routes that answer JSON (every route with a response schema). */
type JsonRouteId = { [K in RouteId]: Routes[K] extends { response: object } ? K : never }[RouteId];

type Who = 'owner' | 'other' | 'staff' | 'admin';
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

/** A day n days from now (YYYY-MM-DD). */
const futureDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A two-page PDF uploaded to the deal's room. */
const DECK = await samplePdf(2, 'Paisa Setu');

/** An active nudge for a member (nudges come from the smart-nudges job, not from a route). */
async function seedNudge(memberId: string, id: string): Promise<string> {
  const now = new Date();
  await networkData()
    .smartNudges.build(PutItemCommand)
    .item({
      memberId,
      id,
      type: 'mutual_interest',
      subject: `test:${id}`,
      priority: 2,
      rank: '7',
      title: 'Meet a fellow exporter',
      message: 'You both export rice',
      state: 'active',
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + 86_400,
      metadata: {},
      shard: nudgeShard(memberId),
    })
    .send();
  return id;
}

/** A mail the outbox gave up on (only the consumer marks mail failed, not a route). */
async function seedFailedMail(id: string): Promise<void> {
  await mailData()
    .outbox.build(PutItemCommand)
    .item({
      id,
      template: 'rsvp-confirmed',
      data: '{}',
      to: 'lakshmi@example.com',
      category: 'events',
      status: 'failed',
      attempts: 5,
      dueAt: new Date().toISOString(),
      lastError: 'Throttling: Rate exceeded',
    })
    .send();
}

/** A valid investor profile form (an angel in Telangana fintech at seed). */
const investorProfileForm = (extra: Record<string, unknown> = {}) => ({ ...angelInvestorProfile, ...extra });
/** A valid opportunity form (a Hyderabad fintech at seed). */
const opportunityForm = (extra: Record<string, unknown> = {}) => ({
  title: 'Paisa Setu',
  description: 'UPI credit lines for kirana stores',
  stage: 'seed',
  industry: 'fintech',
  targetAmount: 50_000_000,
  minInvestment: 5_000_000,
  location: 'Hyderabad, India',
  teluguFounders: true,
  ...extra,
});
/** A one-hour pitch slot `days` from now. */
const pitchSlot = (days: number) => {
  const start = new Date(Date.now() + days * 24 * 3600_000);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3600_000).toISOString(), timeZone: 'Asia/Kolkata', location: 'Zoom' };
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
  searchAll: () => ({ as: 'other', query: { q: 'Test' } }),
  searchMembers: () => ({ as: 'other', query: { q: 'Test' } }),
  searchPosts: () => ({ as: 'other' }),
  searchListings: () => ({ as: 'other' }),
  searchJobs: () => ({ as: 'other' }),
  searchEvents: () => ({ as: 'other', query: { when: 'all' } }),
  searchStaffMembers: () => ({ as: 'staff', query: { q: 'Test' } }),
  getMyProfile: () => ({ as: 'owner' }),
  updateMyProfile: () => ({ as: 'owner', body: { chapters: ['AP-Vizag'], shareContact: true } }),
  getGettingStarted: () => ({ as: 'owner' }),
  markHomeSeen: () => ({ as: 'owner' }),
  getSuggestions: () => ({ as: 'owner' }),
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
  createConciergeTicket: () => ({
    as: 'owner',
    body: { category: 'visa', title: 'Business visa for Japan', details: 'Tokyo trade fair in March', priority: 'high' },
  }),
  listConciergeTickets: () => ({ as: 'owner' }),
  getConciergeStats: () => ({ as: 'owner' }),
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
  checkInRsvp: async (_a, setup) => {
    // Check-in opens shortly before the start: an event starting within the hour.
    const start = Date.now() + 30 * 60_000;
    const soon = await setup('createEvent', {
      as: 'owner',
      body: eventForm({ startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * 3600_000).toISOString() }),
    });
    const ticket = await setup('rsvpEvent', { as: 'other', params: { eventId: soon.id }, body: {} });
    return { as: 'owner', params: { qrCode: ticket.qrCode } };
  },
  getCheckInStatus: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
  checkInAttendee: async (_a, setup) => {
    const later = await setup('createEvent', { as: 'owner', body: eventForm() });
    const ticket = await setup('rsvpEvent', { as: 'other', params: { eventId: later.id }, body: {} });
    return { as: 'owner', params: { eventId: later.id }, body: { code: ticket.qrCode, overrideReason: 'Speaker arriving for the rehearsal' } };
  },
  getDoorList: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
  syncCheckIns: async (_a, setup) => {
    const later = await setup('createEvent', { as: 'owner', body: eventForm() });
    const ticket = await setup('rsvpEvent', { as: 'other', params: { eventId: later.id }, body: {} });
    const checkIns = [{ clientId: 'queued-1', code: ticket.qrCode, scannedAt: new Date().toISOString(), deviceId: 'door-device-1' }];
    return { as: 'owner', params: { eventId: later.id }, body: { checkIns } };
  },
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
  listEventGuests: (a) => ({ as: 'other', params: { eventId: a.createEvent.id } }),
  setGuestListChoice: async (_a, setup) => {
    const open = await setup('createEvent', { as: 'owner', body: eventForm() });
    await setup('rsvpEvent', { as: 'other', params: { eventId: open.id }, body: {} });
    return { as: 'other', params: { eventId: open.id }, body: { showOnGuestList: true } };
  },
  announceToGuests: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id }, body: { subject: 'Parking', message: 'Valet parking at the north gate.' } }),
  listAnnouncements: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
  deactivateEvent: (a) => ({ as: 'owner', params: { eventId: a.createEvent.id } }),
  saveInvestorProfile: () => ({ as: 'other', body: investorProfileForm() }),
  getInvestorProfile: () => ({ as: 'other' }),
  createInvestmentOpportunity: () => ({ as: 'owner', body: opportunityForm() }),
  listInvestmentOpportunities: () => ({ as: 'other', query: { stage: 'seed', industry: 'fintech', investmentRange: 'medium' } }),
  getInvestmentOpportunity: (a) => ({ as: 'other', params: { opportunityId: a.createInvestmentOpportunity.id } }),
  updateInvestmentOpportunity: (a) => ({
    as: 'owner',
    params: { opportunityId: a.createInvestmentOpportunity.id },
    body: opportunityForm({ raisedAmount: 10_000_000 }),
  }),
  listMyInvestmentOpportunities: () => ({ as: 'owner' }),
  listInvestorProfiles: () => ({ as: 'owner', query: { focusArea: 'fintech' } }),
  expressInterest: (a) => ({ as: 'other', params: { opportunityId: a.createInvestmentOpportunity.id } }),
  listOpportunityInterest: (a) => ({ as: 'owner', params: { opportunityId: a.createInvestmentOpportunity.id } }),
  listInvestorMatches: () => ({ as: 'other' }),
  getInvestorMatch: (a) => ({ as: 'owner', params: { matchId: a.expressInterest.id } }),
  acceptInvestorMatch: (a) => ({ as: 'owner', params: { matchId: a.expressInterest.id } }),
  createPitchSlots: () => ({ as: 'other', body: { slots: [pitchSlot(10), pitchSlot(11)] } }),
  listPitchSlots: (a) => ({ as: 'owner', params: { investorId: a.createPitchSlots[0].investorId } }),
  scheduleMatchMeeting: (a) => ({ as: 'owner', params: { matchId: a.expressInterest.id }, body: { slotId: a.createPitchSlots[0].id } }),
  deletePitchSlot: (a) => ({ as: 'other', params: { slotId: a.createPitchSlots[1].id } }),
  declineInvestorMatch: async (a, setup) => {
    await setup('saveInvestorProfile', { as: 'staff', body: investorProfileForm({ investorType: 'family_office' }) });
    const match = await setup('expressInterest', { as: 'staff', params: { opportunityId: a.createInvestmentOpportunity.id } });
    return { as: 'owner', params: { matchId: match.id }, body: { feedback: 'We are raising from angels first' } };
  },
  getInvestorStats: () => ({ as: 'owner' }),
  // The accepted match opened the opportunity's deal; opening it again answers the same deal.
  openDeal: (a) => ({ as: 'owner', params: { opportunityId: a.createInvestmentOpportunity.id } }),
  listMyDeals: () => ({ as: 'owner' }),
  getDeal: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  updateDeal: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id }, body: { useOfFunds: 'Hiring and two new cities', deckOpenToDealFlow: true } }),
  moveDeal: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id }, body: { status: 'due_diligence', note: 'Term sheet talks started' } }),
  listDealTimeline: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  listGrantCandidates: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  grantRoomAccess: async (a, setup) => ({
    as: 'owner',
    params: { dealId: a.openDeal.id, memberId: (await setup('getAuthUser', { as: 'other' })).id },
    body: { canDownload: true, expiresOn: futureDay(30) },
  }),
  listRoomGrants: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  listSharedDeals: () => ({ as: 'other' }),
  requestRoomAccess: (a) => ({ as: 'staff', params: { dealId: a.openDeal.id }, body: { message: 'For the club’s due diligence desk' } }),
  listAccessRequests: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  approveAccessRequest: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id, memberId: a.requestRoomAccess.member.id }, body: { expiresOn: futureDay(7) } }),
  revokeRoomAccess: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id, memberId: a.requestRoomAccess.member.id } }),
  declineAccessRequest: async (a, setup) => {
    const request = await setup('requestRoomAccess', { as: 'admin', params: { dealId: a.openDeal.id }, body: {} });
    return { as: 'owner', params: { dealId: a.openDeal.id, memberId: request.member.id } };
  },
  createRoomUpload: (a) => ({
    as: 'owner',
    params: { dealId: a.openDeal.id },
    body: {
      fileName: 'Deck.pdf',
      category: 'pitch_deck',
      contentType: 'application/pdf',
      size: DECK.length,
      checksumSha256: createHash('sha256').update(DECK).digest('base64'),
    },
  }),
  confirmRoomUpload: async (a) => {
    // The browser's part: the bytes go straight to the (local) bucket.
    await fetch(a.createRoomUpload.url, { method: 'PUT', headers: a.createRoomUpload.headers, body: DECK });
    return { as: 'owner', params: { dealId: a.openDeal.id, uploadId: a.createRoomUpload.uploadId } };
  },
  listRoomFiles: (a) => ({ as: 'other', params: { dealId: a.openDeal.id } }),
  viewRoomFile: (a) => ({ as: 'other', params: { dealId: a.openDeal.id, fileId: a.confirmRoomUpload.id } }),
  logPageReads: (a) => ({ as: 'other', params: { dealId: a.openDeal.id, viewId: a.viewRoomFile.viewId }, body: { pages: [{ page: 1, durationMs: 4_000 }] } }),
  downloadRoomFile: (a) => ({ as: 'other', params: { dealId: a.openDeal.id, fileId: a.confirmRoomUpload.id } }),
  getRoomAnalytics: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  listAccessLog: (a) => ({ as: 'owner', params: { dealId: a.openDeal.id } }),
  listStaffDeals: () => ({ as: 'admin' }),
  listStaffAccessLog: (a) => ({ as: 'admin', params: { dealId: a.openDeal.id } }),
  listTermSheetTemplates: async () => {
    await investorData()
      .termSheetTemplates.build(PutItemCommand)
      .item({
        id: 'tst-example',
        name: 'Seed SAFE',
        stage: 'seed',
        sections: [{ heading: 'Valuation cap', body: '₹40Cr post-money' }],
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .send();
    return { as: 'owner', query: { stage: 'seed' } };
  },
  downloadTermSheetTemplate: () => ({ as: 'other', params: { templateId: 'tst-example' } }),
  deactivateInvestmentOpportunity: (a) => ({ as: 'owner', params: { opportunityId: a.createInvestmentOpportunity.id } }),
  getRelationship: async (_a, setup) => ({ as: 'owner', params: { memberId: (await setup('getAuthUser', { as: 'other' })).id } }),
  sendConnectionRequest: async (_a, setup) => ({
    as: 'owner',
    body: { toUserId: (await setup('getAuthUser', { as: 'other' })).id, note: 'Met at the Vizag summit' },
  }),
  listOutgoingRequests: () => ({ as: 'owner' }),
  listIncomingRequests: () => ({ as: 'other' }),
  acceptConnectionRequest: (a) => ({ as: 'other', params: { memberId: a.getAuthUser.id } }),
  declineConnectionRequest: async (a, setup) => {
    await setup('sendConnectionRequest', { as: 'staff', body: { toUserId: a.getAuthUser.id } });
    return { as: 'owner', params: { memberId: (await setup('getAuthUser', { as: 'staff' })).id } };
  },
  withdrawConnectionRequest: async (_a, setup) => {
    const other = await setup('getAuthUser', { as: 'other' });
    await setup('sendConnectionRequest', { as: 'staff', body: { toUserId: other.id } });
    return { as: 'staff', params: { memberId: other.id } };
  },
  listConnections: () => ({ as: 'owner' }),
  // Messages: owner and other are connected here (removeConnection comes later).
  openMessageThread: async (_a, setup) => ({ as: 'owner', body: { memberId: (await setup('getAuthUser', { as: 'other' })).id } }),
  sendMessage: (a) => ({
    as: 'owner',
    params: { threadId: a.openMessageThread.id },
    body: { body: 'Namaskaram! Shall we talk rice?', clientKey: 'example-send-1' },
  }),
  listMessageThreads: () => ({ as: 'other' }),
  getMessageThread: (a) => ({ as: 'other', params: { threadId: a.openMessageThread.id } }),
  markThreadRead: (a) => ({ as: 'other', params: { threadId: a.openMessageThread.id } }),
  editMessage: (a) => ({
    as: 'owner',
    params: { threadId: a.openMessageThread.id, messageId: a.sendMessage.id },
    body: { body: 'Namaskaram! Shall we talk rice exports?' },
  }),
  deleteMessage: (a) => ({ as: 'owner', params: { threadId: a.openMessageThread.id, messageId: a.sendMessage.id } }),
  muteMessageThread: (a) => ({ as: 'other', params: { threadId: a.openMessageThread.id }, body: { on: true } }),
  blockMessageThread: (a) => ({ as: 'other', params: { threadId: a.openMessageThread.id }, body: { on: false } }),
  getUnreadMessageCount: () => ({ as: 'other' }),
  getMessageSettings: () => ({ as: 'owner' }),
  updateMessageSettings: () => ({ as: 'owner', body: { readReceipts: false } }),
  staffMessageMember: (a) => ({
    as: 'staff',
    params: { memberId: a.getAuthUser.id },
    body: { body: 'Welcome to the club’s messages.', clientKey: 'example-staff-1' },
  }),
  createIntroRequest: async (a, setup) => {
    const other = await setup('getAuthUser', { as: 'other' });
    await setup('sendConnectionRequest', { as: 'staff', body: { toUserId: other.id } });
    await setup('acceptConnectionRequest', { as: 'other', params: { memberId: (await setup('getAuthUser', { as: 'staff' })).id } });
    return { as: 'staff', body: { targetUserId: a.getAuthUser.id, introducerId: other.id, purpose: 'business', message: 'Rice exports', status: 'pending' } };
  },
  listIntroRequests: () => ({ as: 'other' }),
  declineIntroRequest: async (_a, setup) => {
    const other = await setup('getAuthUser', { as: 'other' });
    const staff = await setup('getAuthUser', { as: 'staff' });
    const intro = await setup('createIntroRequest', { as: 'owner', body: { targetUserId: staff.id, introducerId: other.id, purpose: 'hiring' } });
    return { as: 'other', params: { introId: intro.id }, body: { note: 'Not the right time' } };
  },
  approveIntroRequest: (a) => ({ as: 'other', params: { introId: a.createIntroRequest.id }, body: { note: 'Happy to' } }),
  acceptIntroRequest: (a) => ({ as: 'owner', params: { introId: a.createIntroRequest.id }, body: {} }),
  followUpIntroRequest: (a) => ({
    as: 'staff',
    params: { introId: a.createIntroRequest.id },
    body: { followUpAt: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
  }),
  markIntroSuccessful: (a) => ({ as: 'staff', params: { introId: a.createIntroRequest.id } }),
  listSecondDegree: () => ({ as: 'other' }),
  listThirdDegree: () => ({ as: 'owner' }),
  getNetworkStats: () => ({ as: 'owner' }),
  getEgoGraph: () => ({ as: 'owner' }),
  createTravelPlan: () => ({
    as: 'owner',
    body: { city: 'Dubai', country: 'UAE', startDate: futureDay(20), endDate: futureDay(24), purpose: 'Gulfood', isPublic: true },
  }),
  listTravelPlans: () => ({ as: 'owner' }),
  listTravelOverlaps: async (a, setup) => {
    await setup('createTravelPlan', {
      as: 'other',
      body: { city: 'dubai', country: 'uae', startDate: futureDay(22), endDate: futureDay(26), isPublic: false },
    });
    return { as: 'owner', params: { planId: a.createTravelPlan.id } };
  },
  deleteTravelPlan: async (_a, setup) => {
    const home = await setup('createTravelPlan', { as: 'owner', body: { city: 'Hyderabad', country: 'India' } });
    return { as: 'owner', params: { planId: home.id } };
  },
  listSmartNudges: () => ({ as: 'owner' }),
  dismissSmartNudge: async (a) => ({ as: 'owner', params: { id: await seedNudge(a.getAuthUser.id, 'dismiss-me') } }),
  actOnSmartNudge: async (a) => ({ as: 'owner', params: { id: await seedNudge(a.getAuthUser.id, 'act-on-me') } }),
  removeConnection: async (_a, setup) => ({ as: 'owner', params: { memberId: (await setup('getAuthUser', { as: 'other' })).id } }),
  blockMember: async (_a, setup) => ({ as: 'owner', params: { memberId: (await setup('getAuthUser', { as: 'staff' })).id } }),
  searchHsCodes: () => ({ as: 'owner', query: { search: 'frozen shrimp' } }),
  getHsCode: () => ({ as: 'owner', params: { hsCode: '030617' } }),
  quoteDuty: () => ({ as: 'owner', body: { hsCode: '030617', value: 10_000, originCountry: 'Vietnam', destinationCountry: 'India' } }),
  createTradeRequest: () => ({ as: 'owner', body: { type: 'hs_mapping', requestDetails: { productDescription: 'Frozen vannamei shrimp' } } }),
  listMyTradeRequests: () => ({ as: 'owner' }),
  getTradeRequest: (a) => ({ as: 'owner', params: { requestId: a.createTradeRequest.id } }),
  listTradeRequestQueue: () => ({ as: 'staff' }),
  setTradeRequestStatus: (a) => ({
    as: 'staff',
    params: { requestId: a.createTradeRequest.id },
    body: { status: 'completed', message: 'Declare it under 0306.17', confirmedHsCode: '030617' },
  }),
  getTradeConnectorStats: () => ({ as: 'other' }),
  getTradeMarketInsights: () => ({ as: 'other' }),
  getTradeListingMatchCounts: (a) => ({ as: 'other', query: { ids: a.createTradeListing.id } }),
  listTradeMatches: () => ({ as: 'owner' }),
  createTradeConnection: (a) => ({ as: 'other', body: { listingId: a.createTradeListing.id, note: 'We buy 200 t a month' } }),
  listTradeConnections: () => ({ as: 'owner' }),
  acceptTradeConnection: (a) => ({ as: 'owner', params: { connectionId: a.createTradeConnection.id }, body: {} }),
  declineTradeConnection: async (a, setup) => {
    const asked = await setup('createTradeConnection', { as: 'staff', body: { listingId: a.createTradeListing.id } });
    return { as: 'owner', params: { connectionId: asked.id }, body: { note: 'Not this season' } };
  },
  withdrawTradeConnection: async (a, setup) => {
    const asked = await setup('createTradeConnection', { as: 'staff', body: { listingId: a.createTradeListing.id } });
    return { as: 'staff', params: { connectionId: asked.id } };
  },
  shareTradeConnectionContact: (a) => ({ as: 'owner', params: { connectionId: a.createTradeConnection.id } }),
  getTodaysFestival: () => ({ as: 'owner' }),
  listUpcomingFestivals: () => ({ as: 'owner' }),
  listFestivals: () => ({ as: 'owner', query: { year: '2027' } }),
  getFestival: () => ({ as: 'owner', params: { festivalId: 'ugadi-2027' } }),
  listPopularTemples: () => ({ as: 'owner' }),
  getTemple: () => ({ as: 'owner', params: { templeId: 'tirumala-venkateswara' } }),
  createCulturalRequest: () => ({
    as: 'owner',
    body: { type: 'translation', request: 'Welcome to our Dallas office', context: 'telugu', language: 'english', urgency: 'urgent' },
  }),
  listMyCulturalRequests: () => ({ as: 'owner' }),
  getCulturalRequest: (a) => ({ as: 'owner', params: { requestId: a.createCulturalRequest.id } }),
  answerCulturalRequest: (a) => ({ as: 'staff', params: { requestId: a.createCulturalRequest.id }, body: { response: 'మా డాలస్ కార్యాలయానికి స్వాగతం' } }),
  rateCulturalRequest: (a) => ({ as: 'owner', params: { requestId: a.createCulturalRequest.id }, body: { satisfaction: 5, feedback: 'Perfect' } }),
  recordFestivalDate: () => ({
    as: 'staff',
    body: { year: 2027, festivalId: 'ugadi-2027', state: 'Telangana', date: '2027-04-07', source: 'Telangana G.O. (general holidays 2027)' },
  }),
  listFestivalDates: () => ({ as: 'staff', query: { year: '2027' } }),
  changeFestivalDate: () => ({
    as: 'staff',
    params: { year: '2027', festivalId: 'ugadi-2027', scope: 'telangana' },
    body: { date: '2027-04-08', source: 'Telangana G.O., corrected' },
  }),
  removeFestivalDate: () => ({ as: 'staff', params: { year: '2027', festivalId: 'ugadi-2027', scope: 'telangana' } }),
  createCmRequest: () => ({
    as: 'owner',
    body: {
      delegationType: 'company',
      purpose: 'investment',
      sector: 'technology',
      investmentAmount: 'large',
      jobCreation: 500,
      preferredDate: futureDay(14),
      duration: 30,
      urgency: 'important',
      subject: 'AI campus in Vizag',
      proposal: 'A 500-seat AI lab',
      state: 'andhra_pradesh',
      submit: false,
    },
  }),
  updateCmRequest: (a) => ({
    as: 'owner',
    params: { requestId: a.createCmRequest.id },
    body: {
      delegationType: 'company',
      purpose: 'investment',
      sector: 'technology',
      investmentAmount: 'large',
      jobCreation: 600,
      preferredDate: futureDay(14),
      duration: 45,
      urgency: 'important',
      subject: 'AI campus in Vizag',
      proposal: 'A 600-seat AI lab',
      companyProfile: 'Dallas SaaS firm',
      state: 'andhra_pradesh',
    },
  }),
  submitCmRequest: (a) => ({ as: 'owner', params: { requestId: a.createCmRequest.id } }),
  publishCmSlot: () => ({ as: 'staff', body: { startTime: `${futureDay(14)}T05:30:00.000Z`, durationMinutes: 45, location: 'Liaison office, Hyderabad' } }),
  listCmAvailableSlots: (a) => ({ as: 'owner', query: { date: a.publishCmSlot.date, duration: '45' } }),
  bookCmSlot: (a) => ({ as: 'owner', params: { requestId: a.createCmRequest.id }, body: { slotId: a.publishCmSlot.id } }),
  setCmRequestStatus: (a) => ({
    as: 'staff',
    params: { requestId: a.createCmRequest.id },
    body: { status: 'scheduled', note: 'Confirmed by the liaison office' },
  }),
  listMyCmRequests: () => ({ as: 'owner' }),
  getCmDashboard: () => ({ as: 'owner' }),
  listStaffMembers: () => ({ as: 'staff', query: { verified: 'false' } }),
  getStaffMember: (a) => ({ as: 'staff', params: { memberId: a.getAuthUser.id } }),
  verifyMember: (a) => ({ as: 'staff', params: { memberId: a.getAuthUser.id }, body: { verified: true } }),
  setMemberBadge: async (a, setup) => {
    await setup('updateMyProfile', { as: 'owner', body: { badges: ['exporter', 'founder'] } });
    return { as: 'staff', params: { memberId: a.getAuthUser.id }, body: { badge: 'exporter', action: 'confirm' } };
  },
  setMemberRole: async (a, setup) => {
    await setup('setMemberRole', { as: 'admin', params: { memberId: a.getAuthUser.id }, body: { role: 'staff' } });
    return { as: 'admin', params: { memberId: a.getAuthUser.id }, body: { role: 'member' } };
  },
  listAuditLog: () => ({ as: 'admin', query: { targetType: 'member' } }),
  listStaffTickets: () => ({ as: 'staff', query: { status: 'open' } }),
  getStaffTicket: async (_a, setup) => {
    const ticket = await setup('createConciergeTicket', {
      as: 'owner',
      body: { category: 'travel', title: 'Flights to Tirupati', details: 'Two seats from Dallas in December' },
    });
    return { as: 'staff', params: { ticketId: ticket.id } };
  },
  assignStaffTicket: (a) => ({ as: 'staff', params: { ticketId: a.getStaffTicket.id }, body: { from: 'open' } }),
  replyStaffTicket: (a) => ({ as: 'staff', params: { ticketId: a.getStaffTicket.id }, body: { body: 'Two options sent by e-mail.' } }),
  setStaffTicketStatus: (a) => ({
    as: 'staff',
    params: { ticketId: a.getStaffTicket.id },
    body: { status: 'resolved', from: 'assigned', resolution: 'Booked on the 14 December flight.' },
  }),
  rateConciergeTicket: (a) => ({ as: 'owner', params: { ticketId: a.getStaffTicket.id }, body: { satisfaction: 5 } }),
  listColleagues: () => ({ as: 'staff' }),
  listStaffDarshanPlans: async (_a, setup) => {
    const plan = await setup('createDarshanPlan', { as: 'owner', body: { dateRange: '10-12 January 2027', pax: 2 } });
    await setup('submitDarshanPlan', { as: 'owner', params: { planId: plan.id } });
    return { as: 'staff', query: { status: 'submitted' } };
  },
  getStaffDarshanPlan: (a) => ({ as: 'staff', params: { planId: a.listStaffDarshanPlans[0].id } }),
  listStaffCulturalRequests: () => ({ as: 'staff', query: { status: 'resolved' } }),
  listStaffCmRequests: () => ({ as: 'staff', query: { status: 'scheduled' } }),
  listFailedMails: async () => {
    await seedFailedMail('mail-failed-example');
    return { as: 'staff' };
  },
  retryFailedMail: (a) => ({ as: 'staff', params: { mailId: a.listFailedMails[0].id } }),
  listNotifications: async (a, setup) => {
    // A real producer: another member's reply on the owner's post writes the owner's notification.
    await setup('createPostReply', { as: 'other', params: { postId: a.createPost.id }, body: { body: 'Reefer space confirmed for next week.' } });
    return { as: 'owner', query: { limit: '1' } };
  },
  getUnreadNotificationCount: () => ({ as: 'owner' }),
  markNotificationRead: (a) => ({ as: 'owner', params: { notificationId: a.listNotifications[0].id } }),
  markAllNotificationsRead: () => ({ as: 'owner' }),
  getPushSettings: () => ({ as: 'owner' }),
  savePushSubscription: () => ({
    as: 'owner',
    body: { endpoint: 'https://push.example.com/send/device-1', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  }),
  deletePushSubscription: () => ({ as: 'owner' }),
  createExchangeRateTable: () => ({
    as: 'staff',
    body: {
      number: '40/2024-Customs (N.T.)',
      notifiedOn: '2024-06-06',
      effectiveFrom: '2024-06-07',
      rates: { USD: 84.3, EUR: 92.45, GBP: 108.55, AED: 23.45, SGD: 63, AUD: 56.85, JPY: 54.45, CNY: 11.7 },
    },
  }),
  listExchangeRateTables: () => ({ as: 'staff' }),
  updateExchangeRateTable: (a) => ({
    as: 'staff',
    params: { effectiveFrom: '2024-06-07' },
    body: {
      number: '40/2024',
      notifiedOn: '2024-06-06',
      effectiveFrom: '2024-06-07',
      rates: { ...a.createExchangeRateTable.rates, USD: 84.35 },
      expectedUpdatedAt: a.createExchangeRateTable.updatedAt,
    },
  }),
  getMailPreferences: () => ({ as: 'owner' }),
  saveMailPreferences: () => ({ as: 'owner', body: { digest: false } }),
  getUnsubscribe: async () => ({ as: 'other', query: { token: await signUnsubscribeToken(members.owner.id, 'events') } }),
  unsubscribeMail: async () => ({ as: 'other', query: { token: await signUnsubscribeToken(members.owner.id, 'events') } }),
  resubscribeMail: async () => ({ as: 'other', query: { token: await signUnsubscribeToken(members.owner.id, 'events') } }),
  getHealth: () => ({ as: 'other' }),
  getMyVisibility: () => ({ as: 'owner' }),
  saveMyVisibility: () => ({ as: 'owner', body: { hideFromSuggestions: true } }),
  listMySessions: async () => {
    await createSession(
      members.owner.id,
      {},
      { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
    );
    return { as: 'owner' };
  },
  signOutSession: (a) => ({ as: 'owner', params: { sessionId: a.listMySessions.find((session: { current: boolean }) => !session.current).id } }),
  signOutOtherSessions: () => ({ as: 'owner' }),
  requestMyExport: () => ({ as: 'owner' }),
  listMyExports: () => ({ as: 'owner' }),
  downloadMyExport: async (a) => {
    // Exports are built by the data-requests job, not by a route.
    await runDataRequests({ remainingMs: () => Number.POSITIVE_INFINITY });
    return { as: 'owner', params: { exportId: a.requestMyExport.id } };
  },
  scheduleMyDeletion: () => ({ as: 'other', body: { confirm: 'DELETE' } }),
  getMyDeletion: () => ({ as: 'other' }),
  cancelMyDeletion: () => ({ as: 'other' }),
  listDataRequests: () => ({ as: 'staff', query: { kind: 'deletion', status: 'cancelled' } }),
  // Last: it signs the other member out everywhere.
  setMemberSuspension: () => ({ as: 'admin', params: { memberId: members.other.id }, body: { suspended: true } }),
  // Moderation, last: the owner is suspended from messaging at the end.
  reportMessageThread: (a) => ({ as: 'owner', params: { threadId: a.openMessageThread.id }, body: { reason: 'spam' } }),
  listMessageReports: () => ({ as: 'staff' }),
  resolveMessageReport: (a) => ({ as: 'staff', params: { reportId: a.reportMessageThread.reportId }, body: { suspendSender: false } }),
  setMessagingSuspended: () => ({ as: 'staff', params: { memberId: members.owner.id }, body: { suspended: true } }),
} satisfies Record<JsonRouteId, Example>;

let members: Record<Who, SignedIn>;

beforeAll(async () => {
  await seedForum({ id: 'forum-trade', title: 'Trade & Exports', topicTag: 'trade' });
  members = {
    owner: await signIn('Owner'),
    other: await signIn('Other'),
    staff: await signIn('Staff', { role: 'staff' }),
    admin: await signIn('Admin', { role: 'admin' }),
  };
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
  }, 180_000);
});
