import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRORE, LAKH, routes } from '@club/shared';
import { recordPublishedTables } from '../features/exchange-rates/published.js';
import { captureMetrics } from '../test/metrics.js';
import { connect } from '../test/network.js';
import { signIn, type SignedIn } from '../test/signed-in.js';
import { handler as createTicket } from '../features/concierge/http/create-concierge-ticket.js';
import { handler as createEvent } from '../features/events/http/create-event.js';
import { handler as rsvpEvent } from '../features/events/http/rsvp-event.js';
import { handler as createOpportunity } from '../features/investors/http/create-investment-opportunity.js';
import { handler as expressInterest } from '../features/investors/http/express-interest.js';
import { handler as saveInvestorProfile } from '../features/investors/http/save-investor-profile.js';
import { handler as createIntroRequest } from '../features/network/http/create-intro-request.js';
import { handler as setTicketStatus } from '../features/concierge/http/set-staff-ticket-status.js';
import { handler as quoteDuty } from '../features/trade-assistance/http/quote-duty.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let organizer: SignedIn;
let member: SignedIn;
let staff: SignedIn;
let metrics: ReturnType<typeof captureMetrics>;

beforeAll(async () => {
  [organizer, member, staff] = await Promise.all([signIn('Organizer'), signIn('Lakshmi'), signIn('Priya', { role: 'staff' })]);
  // A duty quote converts with the exchange-rate table in force: a stage has the published ones.
  await recordPublishedTables('test');
});
beforeEach(() => {
  metrics = captureMetrics();
});
afterEach(() => metrics.stop());

describe('business metrics: counted once per change that happened, never for a refusal', () => {
  it('Rsvps: a taken RSVP counts 1; bad input, a second RSVP and an unknown event count nothing', async () => {
    const event = await organizer.call(createEvent, routes.createEvent, {
      body: {
        title: 'Dallas Networking Evening',
        type: 'networking',
        startTime: inDays(20),
        endTime: inDays(20.1),
        timeZone: 'America/Chicago',
        venue: 'The Joule',
        city: 'Dallas',
        country: 'USA',
      },
    });
    expect(event.statusCode, JSON.stringify(event.json)).toBe(201);
    const params = { eventId: event.json.id as string };
    metrics.reset();

    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: { specialRequests: 'x'.repeat(5_000) } })).statusCode).toBe(400);
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: 'no-such-event' }, body: {} })).statusCode).toBe(404);
    expect(metrics.count('Rsvps')).toBe(0);

    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).statusCode).toBe(201);
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).statusCode).toBe(409);
    expect(metrics.count('Rsvps')).toBe(1);
    expect(metrics.records()).toHaveLength(1);
  });

  it('TicketsOpened and TicketsResolved: each counts its own change once; the other moves and refused ones count nothing', async () => {
    expect((await member.call(createTicket, routes.createConciergeTicket, { body: { category: 'visa', title: '' } })).statusCode).toBe(400);
    expect(metrics.count('TicketsOpened')).toBe(0);
    const ticket = await member.call(createTicket, routes.createConciergeTicket, {
      body: { category: 'visa', title: 'Business visa for Dubai', details: 'A 90-day multiple entry visa for Gulfood.' },
    });
    expect(ticket.statusCode, JSON.stringify(ticket.json)).toBe(201);
    expect(metrics.count('TicketsOpened')).toBe(1);

    const params = { ticketId: ticket.json.id as string };
    const move = async (body: Record<string, unknown>) => (await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body })).statusCode;
    expect(await move({ status: 'resolved', from: 'open', resolution: 'Done' })).toBe(409);
    expect(await move({ status: 'resolved', from: 'in_progress' })).toBe(400);
    expect(await move({ status: 'in_progress', from: 'open' })).toBe(200);
    expect(metrics.count('TicketsResolved')).toBe(0);

    expect(await move({ status: 'resolved', from: 'in_progress', resolution: 'Visa approved; collect it at VFS Hyderabad.' })).toBe(200);
    // A second resolve of the same move is stale: refused, not counted again.
    expect(await move({ status: 'resolved', from: 'in_progress', resolution: 'Again' })).toBe(409);
    expect(await move({ status: 'open', from: 'resolved' })).toBe(200);
    expect(metrics.count('TicketsResolved')).toBe(1);
    expect(metrics.count('TicketsOpened')).toBe(1);
    expect(metrics.records()).toHaveLength(2);
  });

  it('TradeQuotes: a quote counts 1; bad input and a subheading whose items differ count nothing', async () => {
    const shrimp = {
      type: 'duty_calculation',
      hsCode: '0306.17',
      value: 10000,
      originCountry: 'Vietnam',
      destinationCountry: 'India',
      quantity: 2000,
      unit: 'kg',
    };
    const ask = async (body: Record<string, unknown>) => member.call(quoteDuty, routes.quoteDuty, { body });

    expect((await ask({ ...shrimp, unit: 'barrels' })).statusCode).toBe(400);
    // Past the schema, refused by the quote itself: the tariff items of 0910 30 differ on IGST.
    const turmeric = await ask({ ...shrimp, hsCode: '0910 30' });
    expect(turmeric.statusCode, JSON.stringify(turmeric.json)).toBe(400);
    expect(metrics.count('TradeQuotes')).toBe(0);

    const quoted = await ask(shrimp);
    expect(quoted.statusCode, JSON.stringify(quoted.json)).toBe(200);
    expect(metrics.count('TradeQuotes')).toBe(1);
    expect(metrics.records()).toHaveLength(1);
  });

  it('Interests: an expressed interest counts 1; no profile, an unknown deal, one’s own deal and a second interest count nothing', async () => {
    const [founder, investor, stranger] = await Promise.all([signIn('Founder'), signIn('Investor'), signIn('Stranger')]);
    const opportunity = await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
      body: {
        title: 'Paisa Setu',
        description: 'UPI credit lines for kirana stores',
        stage: 'seed',
        industry: 'fintech',
        targetAmount: 5 * CRORE,
        minInvestment: 50 * LAKH,
        location: 'Hyderabad, India',
      },
    });
    expect(opportunity.statusCode, JSON.stringify(opportunity.json)).toBe(201);
    const profile = {
      investorType: 'angel',
      minInvestment: 25 * LAKH,
      maxInvestment: CRORE,
      focusAreas: ['fintech'],
      preferredStages: ['seed'],
      geography: ['Telangana'],
    };
    for (const who of [founder, investor]) {
      const saved = await who.call(saveInvestorProfile, routes.saveInvestorProfile, { body: profile });
      expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
    }
    const params = { opportunityId: opportunity.json.id as string };
    metrics.reset();

    const interest = (who: SignedIn, opportunityId = params.opportunityId) => who.call(expressInterest, routes.expressInterest, { params: { opportunityId } });
    expect((await interest(stranger)).statusCode).toBe(409); // no investor profile
    expect((await interest(investor, 'no-such-opportunity')).statusCode).toBe(404);
    const own = await interest(founder);
    expect(own.statusCode).toBe(409);
    expect(own.json.message).toBe('This is your own opportunity');
    expect(metrics.count('Interests')).toBe(0);

    const first = await interest(investor);
    expect(first.statusCode, JSON.stringify(first.json)).toBe(201);
    expect((await interest(investor)).statusCode).toBe(409);
    expect(metrics.count('Interests')).toBe(1);
    expect(metrics.records()).toHaveLength(1);
  });

  it('IntroductionsRequested: a request counts 1; bad input, an unknown member, no mutual connection and a second ask count nothing', async () => {
    const [requester, introducer, target, outsider] = await Promise.all([signIn('Requester'), signIn('Introducer'), signIn('Target'), signIn('Outsider')]);
    await connect(requester, introducer);
    await connect(introducer, target);
    metrics.reset();

    const ask = (from: SignedIn, body: Record<string, unknown> = {}) =>
      from.call(createIntroRequest, routes.createIntroRequest, {
        body: { targetUserId: target.id, introducerId: introducer.id, purpose: 'investment', message: 'Raising a seed round for aquaculture', ...body },
      });
    expect((await ask(requester, { purpose: 'gossip' })).statusCode).toBe(400);
    expect((await ask(requester, { introducerId: requester.id })).statusCode).toBe(400);
    expect((await ask(requester, { targetUserId: 'member-no-such-member' })).statusCode).toBe(404);
    expect((await ask(outsider)).statusCode).toBe(403); // the introducer is not connected to the outsider
    expect(metrics.count('IntroductionsRequested')).toBe(0);

    const created = await ask(requester);
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    expect((await ask(requester)).statusCode).toBe(409); // one open request per target
    expect(metrics.count('IntroductionsRequested')).toBe(1);
    expect(metrics.records()).toHaveLength(1);
  });
});
