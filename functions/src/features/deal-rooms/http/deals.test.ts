import { beforeAll, describe, expect, it } from 'vitest';
import { CRORE, LAKH, NEXT_CURSOR_HEADER, formatDate, routes, type RouteDef } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { auditOfTargetType } from '../../audit/entities/audit-log.js';
import { notificationsOf } from '../../notifications/entities/notification.js';
import { auditData } from '../../audit/data.js';
import { dealRoomData } from '../data.js';
import { investorData } from '../../investors/data.js';
import { notificationData } from '../../notifications/data.js';
import { queryAll } from '../../../platform/db/pages.js';
import { indiaDay } from '../access.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import type { ApiHandler } from '../../../platform/http/handler.js';
import { handler as createOpportunity } from '../../investors/http/create-investment-opportunity.js';
import { handler as expressInterest } from '../../investors/http/express-interest.js';
import { handler as saveProfile } from '../../investors/http/save-investor-profile.js';
import { handler as acceptMatch } from '../../investors/http/accept-investor-match.js';
import { handler as updateOpportunity } from '../../investors/http/update-investment-opportunity.js';
import { handler as openDeal } from './open-deal.js';
import { handler as getDeal } from './get-deal.js';
import { handler as listMyDeals } from './list-my-deals.js';
import { handler as listSharedDeals } from './list-shared-deals.js';
import { handler as listStaffDeals } from './list-staff-deals.js';
import { handler as updateDeal } from './update-deal.js';
import { handler as moveDeal } from './move-deal.js';
import { handler as listTimeline } from './list-deal-timeline.js';
import { handler as listGrants } from './list-room-grants.js';
import { handler as listCandidates } from './list-grant-candidates.js';
import { handler as grantAccess } from './grant-room-access.js';
import { handler as revokeAccess } from './revoke-room-access.js';
import { handler as requestAccess } from './request-room-access.js';
import { handler as listRequests } from './list-access-requests.js';
import { handler as approveRequest } from './approve-access-request.js';
import { handler as declineRequest } from './decline-access-request.js';

const DAY = 86_400_000;
/** A day in India, `days` from today. */
const day = (days: number) => indiaDay(new Date(Date.now() + days * DAY));

const issuesOf = (answer: { json: { issues?: { path: string[]; message: string }[] } }) =>
  Object.fromEntries((answer.json.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

let founder: SignedIn;
let investor: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  founder = await signIn('Founder');
  investor = await signIn('Investor');
  stranger = await signIn('Stranger');
});

async function newDeal(owner = founder, title = 'Paisa Setu') {
  const created = await owner.call(createOpportunity, routes.createInvestmentOpportunity, {
    body: {
      title,
      description: 'UPI credit lines',
      stage: 'seed',
      industry: 'fintech',
      targetAmount: 5 * CRORE,
      minInvestment: 50 * LAKH,
      valuation: 40 * CRORE,
    },
  });
  expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
  const opened = await owner.call(openDeal, routes.openDeal, { params: { opportunityId: created.json.id } });
  expect(opened.statusCode, JSON.stringify(opened.json)).toBe(200);
  return opened.json as { id: string; title: string };
}

async function all(who: SignedIn, handler: ApiHandler, route: RouteDef, params?: Record<string, string>) {
  const items: any[] = [];
  let cursor: string | undefined;
  do {
    const answer = await who.call(handler, route, { query: { limit: '50', ...(cursor ? { cursor } : {}) }, ...(params ? { params } : {}) });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    items.push(...answer.json);
    cursor = answer.headers[NEXT_CURSOR_HEADER];
  } while (cursor);
  return items;
}

const grant = (who: SignedIn, dealId: string, memberId: string, body: Record<string, unknown> = { expiresOn: day(30) }) =>
  who.call(grantAccess, routes.grantRoomAccess, { params: { dealId, memberId }, body });
const timeline = (dealId: string) => all(founder, listTimeline, routes.listDealTimeline, { dealId });
const grantsOf = async (dealId: string) => (await founder.call(listGrants, routes.listRoomGrants, { params: { dealId } })).json as any[];
const auditsOf = async (dealId: string) => (await queryAll(auditData().auditLogs, auditOfTargetType('deal'))).filter((entry) => entry.targetId === dealId);
const noticesOf = async (memberId: string) => queryAll(notificationData().notifications, notificationsOf(memberId));

describe('opening a deal', () => {
  it('only the founder opens it; again answers the same deal; the room and the opportunity follow', async () => {
    const created = await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
      body: { title: 'Kisan Cold Chain', stage: 'pre_seed', industry: 'agritech', targetAmount: CRORE },
    });
    const params = { opportunityId: created.json.id };
    expect((await stranger.call(openDeal, routes.openDeal, { params })).statusCode).toBe(403);
    expect((await founder.call(openDeal, routes.openDeal, { params: { opportunityId: 'no-such-opportunity' } })).statusCode).toBe(404);
    const [first, second] = await Promise.all([founder.call(openDeal, routes.openDeal, { params }), founder.call(openDeal, routes.openDeal, { params })]);
    expect(first.statusCode).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(first.json).toMatchObject({
      id: created.json.id,
      title: 'Kisan Cold Chain',
      status: 'active',
      raiseSizeTarget: CRORE,
      myAccess: { role: 'founder', canView: true, canDownload: true },
      room: {
        name: 'Kisan Cold Chain data room',
        watermarkTemplate: 'Confidential · {name} · {email} · {date}',
        isActive: true,
        deckOpenToDealFlow: false,
        bytesUsed: 0,
        fileCount: 0,
      },
    });
    const { Item } = await investorData().opportunities.build(GetItemCommand).key({ id: created.json.id }).send();
    expect(Item?.dataRoomId).toBe(created.json.id);
    // One opening, whatever the race: one timeline entry, one audit entry.
    expect((await timeline(first.json.id)).map((event) => event.kind)).toEqual(['opened']);
    expect((await auditsOf(first.json.id)).map((entry) => entry.action)).toEqual(['deal.open']);
    expect((await all(founder, listMyDeals, routes.listMyDeals)).map((deal) => deal.id)).toContain(first.json.id);
  });

  it('the deal follows the founder’s edits of the opportunity', async () => {
    const deal = await newDeal(founder, 'Before Co');
    const edited = await founder.call(updateOpportunity, routes.updateInvestmentOpportunity, {
      params: { opportunityId: deal.id },
      body: { title: 'After Co', stage: 'series_a', industry: 'saas', targetAmount: 9 * CRORE },
    });
    expect(edited.statusCode, JSON.stringify(edited.json)).toBe(200);
    const seen = (await stranger.call(getDeal, routes.getDeal, { params: { dealId: deal.id } })).json;
    expect(seen).toMatchObject({ title: 'After Co', stage: 'series_a', industry: 'saas', raiseSizeTarget: 9 * CRORE });
    expect(seen).not.toHaveProperty('valuation');
    expect(seen).not.toHaveProperty('description');
  });

  it('accepting the first match opens the deal', async () => {
    const owner = await signIn('Matcher');
    const angel = await signIn('Angel');
    await angel.call(saveProfile, routes.saveInvestorProfile, {
      body: {
        investorType: 'angel',
        minInvestment: 25 * LAKH,
        maxInvestment: CRORE,
        focusAreas: ['fintech'],
        preferredStages: ['seed'],
        geography: ['Telangana'],
      },
    });
    const created = await owner.call(createOpportunity, routes.createInvestmentOpportunity, {
      body: { title: 'Match Co', stage: 'seed', industry: 'fintech' },
    });
    const match = (await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: created.json.id } })).json;
    expect((await owner.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.id } })).statusCode).toBe(200);
    const deal = await owner.call(getDeal, routes.getDeal, { params: { dealId: created.json.id } });
    expect(deal.json).toMatchObject({ status: 'active', myAccess: { role: 'founder' } });
    // The matched investor is a candidate for a grant.
    const candidates = (await owner.call(listCandidates, routes.listGrantCandidates, { params: { dealId: created.json.id } })).json as any[];
    expect(candidates.find((c) => c.member.id === angel.id)).toMatchObject({ reason: 'interested' });
  });
});

describe('who reads what', () => {
  it('another member sees the summary only and is refused every founder route, nothing written', async () => {
    const deal = await newDeal();
    await founder.call(updateDeal, routes.updateDeal, { params: { dealId: deal.id }, body: { traction: '40k stores', useOfFunds: 'Lending book' } });
    const params = { dealId: deal.id };
    const seen = await stranger.call(getDeal, routes.getDeal, { params });
    expect(seen.statusCode).toBe(200);
    expect(seen.json.myAccess).toEqual({ role: 'none', canView: false, canDownload: false });
    expect(seen.json.title).toBe('Paisa Setu');
    for (const field of ['room', 'traction', 'useOfFunds', 'financials', 'teamBios']) expect(seen.json).not.toHaveProperty(field);

    const refused = [
      await stranger.call(updateDeal, routes.updateDeal, { params, body: { traction: 'hacked' } }),
      await stranger.call(moveDeal, routes.moveDeal, { params, body: { status: 'passed' } }),
      await stranger.call(listTimeline, routes.listDealTimeline, { params, query: {} }),
      await stranger.call(listGrants, routes.listRoomGrants, { params }),
      await stranger.call(listCandidates, routes.listGrantCandidates, { params }),
      await stranger.call(listRequests, routes.listAccessRequests, { params }),
      await grant(stranger, deal.id, stranger.id),
      await stranger.call(revokeAccess, routes.revokeRoomAccess, { params: { dealId: deal.id, memberId: investor.id } }),
      await stranger.call(approveRequest, routes.approveAccessRequest, { params: { dealId: deal.id, memberId: stranger.id }, body: { expiresOn: day(5) } }),
      await stranger.call(declineRequest, routes.declineAccessRequest, { params: { dealId: deal.id, memberId: stranger.id } }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(refused.length).fill(403));
    const after = (await founder.call(getDeal, routes.getDeal, { params })).json;
    expect(after).toMatchObject({ status: 'active', traction: '40k stores' });
    expect(await grantsOf(deal.id)).toEqual([]);
    expect((await all(stranger, listSharedDeals, routes.listSharedDeals)).map((d) => d.id)).not.toContain(deal.id);
    expect((await stranger.call(getDeal, routes.getDeal, { params: { dealId: 'no-such-deal' } })).statusCode).toBe(404);
  });

  it('a live grant opens the private fields and the timeline; expired, revoked or a closed room do not', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    await founder.call(updateDeal, routes.updateDeal, { params, body: { financials: 'ARR 2 Cr' } });
    const granted = await grant(founder, deal.id, investor.id, { expiresOn: day(0), canDownload: true });
    expect(granted.statusCode, JSON.stringify(granted.json)).toBe(200);
    expect(granted.json).toMatchObject({ member: { id: investor.id }, permissions: ['view', 'download'], status: 'active', expiresOn: day(0) });

    const open = (await investor.call(getDeal, routes.getDeal, { params })).json;
    expect(open).toMatchObject({
      financials: 'ARR 2 Cr',
      room: { name: 'Paisa Setu data room' },
      myAccess: { role: 'grantee', canView: true, canDownload: true, expiresOn: day(0) },
    });
    expect((await investor.call(listTimeline, routes.listDealTimeline, { params, query: {} })).statusCode).toBe(200);
    expect((await all(investor, listSharedDeals, routes.listSharedDeals)).map((d) => d.id)).toContain(deal.id);
    // Grantees still cannot manage the room.
    expect((await investor.call(listGrants, routes.listRoomGrants, { params })).statusCode).toBe(403);

    // The room past its expiry: only the founder.
    await founder.call(updateDeal, routes.updateDeal, { params, body: { roomExpiryDate: day(-1) } });
    expect((await investor.call(getDeal, routes.getDeal, { params })).json).not.toHaveProperty('financials');
    expect((await all(investor, listSharedDeals, routes.listSharedDeals)).map((d) => d.id)).not.toContain(deal.id);
    await founder.call(updateDeal, routes.updateDeal, { params, body: { roomExpiryDate: null } });
    expect((await investor.call(getDeal, routes.getDeal, { params })).json.financials).toBe('ARR 2 Cr');

    // Expired yesterday (as stored by an earlier grant): nothing.
    const { roomGrants } = dealRoomData();
    const { Item } = await roomGrants.build(GetItemCommand).key({ dealId: deal.id, memberId: investor.id }).send();
    await roomGrants
      .build(PutItemCommand)
      .item({ ...Item!, expiresOn: day(-1) })
      .send();
    const expired = (await investor.call(getDeal, routes.getDeal, { params })).json;
    expect(expired.myAccess).toEqual({ role: 'none', canView: false, canDownload: false });
    expect(expired).not.toHaveProperty('financials');
    expect((await investor.call(listTimeline, routes.listDealTimeline, { params, query: {} })).statusCode).toBe(403);
    expect((await all(investor, listSharedDeals, routes.listSharedDeals)).map((d) => d.id)).not.toContain(deal.id);
    expect((await grantsOf(deal.id))[0]).toMatchObject({ status: 'expired' });

    // Granted again, then revoked: refused on the very next request.
    await grant(founder, deal.id, investor.id, { expiresOn: day(10) });
    expect((await investor.call(getDeal, routes.getDeal, { params })).json.myAccess.role).toBe('grantee');
    const revoked = await founder.call(revokeAccess, routes.revokeRoomAccess, { params: { dealId: deal.id, memberId: investor.id } });
    expect(revoked.json).toMatchObject({ status: 'revoked' });
    expect(revoked.json.revokedAt).toBeTruthy();
    expect((await investor.call(getDeal, routes.getDeal, { params })).json).not.toHaveProperty('room');
    expect((await investor.call(listTimeline, routes.listDealTimeline, { params, query: {} })).statusCode).toBe(403);
    expect((await all(investor, listSharedDeals, routes.listSharedDeals)).map((d) => d.id)).not.toContain(deal.id);

    const events = await timeline(deal.id);
    const kinds = events.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'granted')).toHaveLength(2);
    expect(kinds[0]).toBe('revoked');
    // The grant's last day reads as a date ('view until 10 Nov 2026'), never '2026-11-10'.
    const lastDay = formatDate(day(10), 'UTC', { weekday: false });
    expect(events.find((event) => event.kind === 'granted')?.note).toMatch(new RegExp(`^view( \\+ download)? until ${lastDay}$`));
    expect((await noticesOf(investor.id)).map((n) => n.body)).toContain(`View until ${lastDay}.`);
    expect((await auditsOf(deal.id)).map((entry) => entry.action).sort()).toEqual(['deal.grant', 'deal.grant', 'deal.open', 'deal.revoke']);
    expect((await noticesOf(investor.id)).filter((n) => n.kind === 'room_access_granted' && n.link === `/investors/deals/${deal.id}`)).toHaveLength(2);
  });

  it('admins list every deal without its private fields; members may not', async () => {
    const admin = await signIn('Admin', { role: 'admin' });
    const deal = await newDeal();
    await founder.call(updateDeal, routes.updateDeal, { params: { dealId: deal.id }, body: { traction: 'secret' } });
    const listed = await all(admin, listStaffDeals, routes.listStaffDeals);
    const mine = listed.find((d) => d.id === deal.id);
    expect(mine).toMatchObject({ myAccess: { role: 'admin', canView: false } });
    expect(mine).not.toHaveProperty('traction');
    expect((await stranger.call(listStaffDeals, routes.listStaffDeals, { query: {} })).statusCode).toBe(403);
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  it('grants', async () => {
    const deal = await newDeal();
    const past = await grant(founder, deal.id, investor.id, { expiresOn: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(issuesOf(past)['body.expiresOn']).toBe('Expiry date must not be in the past');
    const unreal = await grant(founder, deal.id, investor.id, { expiresOn: '2031-02-30' });
    expect(issuesOf(unreal)['body.expiresOn']).toBe('Expiry date must be a real calendar date');
    for (const impossible of ['2027-13-45', '2027-02-29', '2028-02-30']) {
      expect(issuesOf(await grant(founder, deal.id, investor.id, { expiresOn: impossible }))['body.expiresOn'], impossible).toBe(
        'Expiry date must be a real calendar date',
      );
    }
    const forever = await grant(founder, deal.id, investor.id, { expiresOn: '9999-12-31' });
    expect(forever.statusCode).toBe(400);
    expect(issuesOf(forever)['body.expiresOn']).toMatch(/^Expiry date must be at most 2 years ahead/);
    expect(issuesOf(await grant(founder, deal.id, investor.id, { expiresOn: 'soon' }))['body.expiresOn']).toBe('Expiry date must be a date (YYYY-MM-DD)');
    expect(issuesOf(await grant(founder, deal.id, investor.id, { expiresOn: day(3), canDownload: 'yes' }))['body.canDownload']).toBe(
      'canDownload must be true or false',
    );
    const self = await grant(founder, deal.id, founder.id);
    expect(self.statusCode).toBe(400);
    expect(issuesOf(self)['params.memberId']).toBe('You own this room: you cannot grant yourself access');
    expect((await grant(founder, deal.id, 'member-nobody')).statusCode).toBe(404);
    expect(await grantsOf(deal.id)).toEqual([]);
    expect((await timeline(deal.id)).map((event) => event.kind)).toEqual(['opened']);
  });

  it('moves along the pipeline only', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    const jump = await founder.call(moveDeal, routes.moveDeal, { params, body: { status: 'closed' } });
    expect(jump.statusCode).toBe(400);
    expect(issuesOf(jump)['body.status']).toBe('A deal that is active can move only to due diligence, passed');
    expect(issuesOf(await founder.call(moveDeal, routes.moveDeal, { params, body: { status: 'won' } }))['body.status']).toMatch(/^Status must be one of/);
    expect((await founder.call(getDeal, routes.getDeal, { params })).json.status).toBe('active');

    for (const status of ['due_diligence', 'term_sheet', 'closed']) {
      const moved = await founder.call(moveDeal, routes.moveDeal, { params, body: { status, note: `to ${status}` } });
      expect(moved.statusCode, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json.status).toBe(status);
    }
    const final = await founder.call(moveDeal, routes.moveDeal, { params, body: { status: 'active' } });
    expect(issuesOf(final)['body.status']).toBe('A closed deal cannot move');
    const moves = (await timeline(deal.id)).filter((event) => event.kind === 'status');
    expect(moves.map((event) => [event.from, event.to, event.note])).toEqual([
      ['term_sheet', 'closed', 'to closed'],
      ['due_diligence', 'term_sheet', 'to term_sheet'],
      ['active', 'due_diligence', 'to due_diligence'],
    ]);
    expect((await auditsOf(deal.id)).filter((entry) => entry.action === 'deal.move')).toHaveLength(3);
  });

  it('edits: partial, validated, the deck setting copied onto the opportunity', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    const long = await founder.call(updateDeal, routes.updateDeal, { params, body: { traction: 'x'.repeat(5_001) } });
    expect(issuesOf(long)['body.traction']).toBe('Traction must be at most 5000 characters');
    expect(issuesOf(await founder.call(updateDeal, routes.updateDeal, { params, body: { roomExpiryDate: '2031-02-30' } }))['body.roomExpiryDate']).toBe(
      'Room expiry date must be a real calendar date',
    );
    expect((await founder.call(getDeal, routes.getDeal, { params })).json).not.toHaveProperty('traction');

    await founder.call(updateDeal, routes.updateDeal, { params, body: { traction: '40k stores' } });
    const saved = await founder.call(updateDeal, routes.updateDeal, {
      params,
      body: { roomName: 'Series A room', deckOpenToDealFlow: true, watermarkTemplate: '' },
    });
    expect(saved.json).toMatchObject({
      traction: '40k stores',
      room: { name: 'Series A room', deckOpenToDealFlow: true, watermarkTemplate: 'Confidential · {name} · {email} · {date}' },
    });
    const { Item } = await investorData().opportunities.build(GetItemCommand).key({ id: deal.id }).send();
    expect(Item?.deckOpenToDealFlow).toBe(true);
    // Deal flow may now open the deck, nothing else.
    expect((await stranger.call(getDeal, routes.getDeal, { params })).json.myAccess).toEqual({ role: 'dealFlow', canView: false, canDownload: false });
    const cleared = await founder.call(updateDeal, routes.updateDeal, { params, body: { traction: '' } });
    expect(cleared.json).not.toHaveProperty('traction');
    expect(cleared.json.room.name).toBe('Series A room');
  });
});

describe('access requests', () => {
  it('request, notify, approve once, decline, ask again', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    expect((await founder.call(requestAccess, routes.requestRoomAccess, { params, body: {} })).statusCode).toBe(409);
    const asked = await investor.call(requestAccess, routes.requestRoomAccess, { params, body: { message: 'Keen on the lending book' } });
    expect(asked.json).toMatchObject({ status: 'pending', message: 'Keen on the lending book', member: { id: investor.id } });
    // Asking again while pending: the same request, no second notification.
    await investor.call(requestAccess, routes.requestRoomAccess, { params, body: {} });
    expect((await noticesOf(founder.id)).filter((n) => n.kind === 'room_access_requested' && n.link.includes(deal.id))).toHaveLength(1);
    expect((await investor.call(getDeal, routes.getDeal, { params })).json.myAccess).toMatchObject({ role: 'none', request: { status: 'pending' } });
    expect((await investor.call(listRequests, routes.listAccessRequests, { params })).statusCode).toBe(403);

    const forever = await founder.call(approveRequest, routes.approveAccessRequest, {
      params: { dealId: deal.id, memberId: investor.id },
      body: { expiresOn: '9999-12-31' },
    });
    expect(issuesOf(forever)['body.expiresOn']).toMatch(/^Expiry date must be at most 2 years ahead/);
    const [one, two] = await Promise.all(
      [0, 1].map(() =>
        founder.call(approveRequest, routes.approveAccessRequest, { params: { dealId: deal.id, memberId: investor.id }, body: { expiresOn: day(7) } }),
      ),
    );
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 409]);
    expect((await grantsOf(deal.id)).map((g) => g.member.id)).toEqual([investor.id]);
    expect((await noticesOf(investor.id)).filter((n) => n.kind === 'room_access_granted' && n.link.includes(deal.id))).toHaveLength(1);
    expect((await founder.call(listRequests, routes.listAccessRequests, { params })).json[0]).toMatchObject({ status: 'approved' });
    expect((await investor.call(requestAccess, routes.requestRoomAccess, { params, body: {} })).statusCode).toBe(409);

    const other = await signIn('Declined');
    await other.call(requestAccess, routes.requestRoomAccess, { params, body: {} });
    const declined = await founder.call(declineRequest, routes.declineAccessRequest, { params: { dealId: deal.id, memberId: other.id } });
    expect(declined.json).toMatchObject({ status: 'declined' });
    expect((await founder.call(declineRequest, routes.declineAccessRequest, { params: { dealId: deal.id, memberId: other.id } })).statusCode).toBe(409);
    expect((await noticesOf(other.id)).map((n) => n.kind)).toEqual(['room_access_declined']);
    expect((await other.call(getDeal, routes.getDeal, { params })).json.myAccess.request).toMatchObject({ status: 'declined' });
    expect((await other.call(requestAccess, routes.requestRoomAccess, { params, body: {} })).json.status).toBe('pending');
    const listed = (await founder.call(listRequests, routes.listAccessRequests, { params })).json as any[];
    expect(listed.map((r) => [r.member.id, r.status])).toEqual([
      [other.id, 'pending'],
      [investor.id, 'approved'],
    ]);
    expect((await auditsOf(deal.id)).map((entry) => entry.action).sort()).toEqual(['deal.approve_request', 'deal.decline_request', 'deal.open']);
  });

  it('concurrent grants and approvals on one room keep every write', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    const granted = await Promise.all(['A', 'B', 'C', 'D'].map((name) => signIn(`Granted${name}`)));
    const askers = await Promise.all(['A', 'B', 'C'].map((name) => signIn(`Asker${name}`)));
    await Promise.all(askers.map((who) => who.call(requestAccess, routes.requestRoomAccess, { params, body: {} })));
    const answers = await Promise.all([
      ...granted.map((who) => grant(founder, deal.id, who.id, { expiresOn: day(14) })),
      ...askers.map((who) =>
        founder.call(approveRequest, routes.approveAccessRequest, { params: { dealId: deal.id, memberId: who.id }, body: { expiresOn: day(14) } }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(200));
    expect((await grantsOf(deal.id)).map((g) => g.member.id).sort()).toEqual([...granted, ...askers].map((who) => who.id).sort());
    const kinds = (await timeline(deal.id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'granted')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'approved')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'requested')).toHaveLength(3);
    expect((await auditsOf(deal.id)).filter((entry) => entry.action !== 'deal.open')).toHaveLength(7);
    for (const who of [...granted, ...askers]) expect((await who.call(getDeal, routes.getDeal, { params })).json.myAccess.role).toBe('grantee');
  });

  it('a grant answers a pending request too; candidates carry their grant', async () => {
    const deal = await newDeal();
    const params = { dealId: deal.id };
    const asker = await signIn('Asker');
    await asker.call(requestAccess, routes.requestRoomAccess, { params, body: {} });
    await grant(founder, deal.id, asker.id);
    expect((await founder.call(listRequests, routes.listAccessRequests, { params })).json[0]).toMatchObject({ status: 'approved' });
    const candidates = (await founder.call(listCandidates, routes.listGrantCandidates, { params })).json as any[];
    expect(candidates.find((c) => c.member.id === asker.id)).toMatchObject({ reason: 'requested', grant: { status: 'active' } });
    expect(candidates.some((c) => c.member.id === founder.id)).toBe(false);
  });
});
