import { describe, expect, it } from 'vitest';
import { CRORE, LAKH, notificationSchema, routes, type AppNotification } from '@club/shared';
import * as z from '@club/shared/zod';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as listNotifications } from '../../notifications/http/list-notifications.js';
import { handler as acceptMatch } from './accept-investor-match.js';
import { handler as createOpportunity } from './create-investment-opportunity.js';
import { handler as createSlots } from './create-pitch-slots.js';
import { handler as expressInterest } from './express-interest.js';
import { handler as saveProfile } from './save-investor-profile.js';
import { handler as scheduleMeeting } from './schedule-match-meeting.js';

const bell = async (who: SignedIn): Promise<AppNotification[]> => {
  const answer = await who.call(listNotifications, routes.listNotifications, { query: { limit: '50' } });
  expect(answer.statusCode).toBe(200);
  return z.array(notificationSchema).parse(answer.json);
};
const meetings = async (who: SignedIn) => (await bell(who)).filter((n) => n.kind === 'meeting_scheduled');

/** A founder's opportunity and an investor's accepted match on it. */
async function acceptedMatch(title: string) {
  const founder = await signIn('Founder');
  const investor = await signIn('Angel');
  const profile = await investor.call(saveProfile, routes.saveInvestorProfile, {
    body: {
      investorType: 'angel',
      minInvestment: 25 * LAKH,
      maxInvestment: CRORE,
      focusAreas: ['fintech'],
      preferredStages: ['seed'],
      geography: ['Telangana'],
    },
  });
  expect(profile.statusCode, JSON.stringify(profile.json)).toBe(200);
  const opportunity = await founder.call(createOpportunity, routes.createInvestmentOpportunity, {
    body: {
      title,
      description: 'UPI credit lines for kirana stores',
      stage: 'seed',
      industry: 'fintech',
      targetAmount: 5 * CRORE,
      minInvestment: 50 * LAKH,
      location: 'Hyderabad, India',
      teluguFounders: true,
    },
  });
  expect(opportunity.statusCode, JSON.stringify(opportunity.json)).toBe(201);
  const match = (await investor.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.json.id } })).json;
  expect((await founder.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.id } })).statusCode).toBe(200);
  return { founder, investor, matchId: match.id as string };
}

describe('a meeting set on a match tells the other party once', () => {
  it('the founder books a pitch slot: the investor is told once (when and where), the founder nothing; a refused second booking tells nobody', async () => {
    const { founder, investor, matchId } = await acceptedMatch('Slot Co');
    const slots = await investor.call(createSlots, routes.createPitchSlots, {
      body: {
        slots: [
          { startTime: '2030-01-14T04:30:00Z', endTime: '2030-01-14T05:30:00Z', timeZone: 'Asia/Kolkata', location: 'T-Hub, Hyderabad' },
          { startTime: '2030-01-15T04:30:00Z', endTime: '2030-01-15T05:30:00Z', timeZone: 'Asia/Kolkata' },
        ],
      },
    });
    expect(slots.statusCode).toBe(201);
    const before = await meetings(investor);

    const booked = await founder.call(scheduleMeeting, routes.scheduleMatchMeeting, { params: { matchId }, body: { slotId: slots.json[0].id } });
    expect(booked.statusCode, JSON.stringify(booked.json)).toBe(200);
    const told = await meetings(investor);
    expect(told.length - before.length).toBe(1);
    expect(told[0]).toMatchObject({ title: 'Founder Reddy booked your pitch slot for “Slot Co”', link: '/investors?tab=matches', read: false });
    expect(told[0]!.body).toMatch(/14 Jan 2030.*T-Hub, Hyderabad/);
    expect(await meetings(founder)).toEqual([]);

    const again = await founder.call(scheduleMeeting, routes.scheduleMatchMeeting, { params: { matchId }, body: { slotId: slots.json[1].id } });
    expect(again.statusCode).toBe(409);
    expect(await meetings(investor)).toHaveLength(told.length);
  });

  it('the investor proposes a time: the founder is told once', async () => {
    const { founder, investor, matchId } = await acceptedMatch('Proposal Co');
    const proposed = await investor.call(scheduleMeeting, routes.scheduleMatchMeeting, {
      params: { matchId },
      body: { startTime: '2030-02-01T09:00:00-06:00', endTime: '2030-02-01T10:00:00-06:00', timeZone: 'America/Chicago', location: 'Zoom' },
    });
    expect(proposed.statusCode, JSON.stringify(proposed.json)).toBe(200);
    expect(await meetings(founder)).toMatchObject([{ title: 'Angel Reddy scheduled a meeting for “Proposal Co”' }]);
    expect(await meetings(investor)).toEqual([]);
  });
});
