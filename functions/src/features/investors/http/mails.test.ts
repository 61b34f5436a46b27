import { beforeAll, describe, expect, it } from 'vitest';
import { CRORE, LAKH, routes } from '@club/shared';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { mailbox, outboxFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as acceptMatch } from './accept-investor-match.js';
import { handler as createOpportunity } from './create-investment-opportunity.js';
import { handler as createSlots } from './create-pitch-slots.js';
import { handler as expressInterest } from './express-interest.js';
import { handler as saveProfile } from './save-investor-profile.js';
import { handler as scheduleMeeting } from './schedule-match-meeting.js';

const address = (who: SignedIn) => `${who.id}@example.com`;
const mailsOf = async (who: SignedIn, template: string) => (await outboxFor(address(who))).filter((mail) => mail.template === template);

const opportunityForm = (extra: Record<string, unknown> = {}) => ({
  title: 'Paisa Setu',
  stage: 'seed',
  industry: 'fintech',
  targetAmount: 5 * CRORE,
  minInvestment: 50 * LAKH,
  location: 'Hyderabad, India',
  teluguFounders: true,
  ...extra,
});
/** An angel opportunityForm() fits, so the club proposes them. */
const fitForm = {
  investorType: 'angel',
  fundName: 'Krishna Angels',
  minInvestment: 25 * LAKH,
  maxInvestment: CRORE,
  focusAreas: ['fintech'],
  preferredStages: ['seed'],
  geography: ['Telangana'],
  checkSize: 50 * LAKH,
};
/** A growth-stage investor no seed opportunity fits (never proposed). */
const misfitForm = {
  ...fitForm,
  investorType: 'pe',
  focusAreas: ['edtech'],
  preferredStages: ['growth'],
  geography: ['USA'],
  minInvestment: 10 * CRORE,
  maxInvestment: 50 * CRORE,
  checkSize: undefined,
};

const create = async (who: SignedIn, extra: Record<string, unknown> = {}) => {
  const answer = await who.call(createOpportunity, routes.createInvestmentOpportunity, { body: opportunityForm(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { id: string; title: string };
};
const profile = async (who: SignedIn, form: Record<string, unknown>) =>
  expect((await who.call(saveProfile, routes.saveInvestorProfile, { body: form })).statusCode).toBe(200);

describe('investor mails', () => {
  let founder: SignedIn;
  let angel: SignedIn;

  beforeAll(async () => {
    founder = await signIn('Padma');
    angel = await signIn('Venkat');
    await profile(angel, misfitForm);
  });

  it('a proposed match mails both parties; interest mails the founder once; the accept mails both with each other’s e-mail', async () => {
    const fits = await signIn('Suresh');
    await profile(fits, fitForm);
    const opportunity = await create(founder, { title: 'Proposal Co' });
    const proposedToInvestor = await mailsOf(fits, 'match-proposed');
    expect(proposedToInvestor).toHaveLength(1);
    expect(proposedToInvestor[0]).toMatchObject({ memberId: fits.id, category: 'investors' });
    expect(proposedToInvestor[0]!.props).toMatchObject({
      memberName: 'Suresh Reddy',
      side: 'investor',
      opportunity: { id: opportunity.id, title: 'Proposal Co', stage: 'Seed', industry: 'Fintech' },
      other: { name: 'Padma Reddy' },
    });
    const proposedToFounder = (await mailsOf(founder, 'match-proposed')).filter((mail) => (mail.props.opportunity as { id: string }).id === opportunity.id);
    expect(proposedToFounder.map((mail) => mail.props.other)).toContainEqual({ name: 'Suresh Reddy', organisation: 'Krishna Angels' });
    // Not yet accepted: no contact details either way.
    for (const mail of [...proposedToInvestor, ...proposedToFounder]) expect(JSON.stringify(mail.props)).not.toContain('@example.com');
    // The misfit was not proposed.
    expect(await mailsOf(angel, 'match-proposed')).toEqual([]);

    const interestOpportunity = await create(founder, { title: 'Interest Co', industry: 'saas', location: 'Dallas, TX' });
    const params = { opportunityId: interestOpportunity.id };
    const match = await angel.call(expressInterest, routes.expressInterest, { params });
    expect(match.statusCode).toBe(201);
    const interest = await mailsOf(founder, 'investor-interest');
    expect(interest).toHaveLength(1);
    expect(interest[0]!.props).toMatchObject({
      memberName: 'Padma Reddy',
      opportunity: { id: interestOpportunity.id, title: 'Interest Co' },
      investor: { name: 'Venkat Reddy', organisation: 'Krishna Angels', investorType: 'Private Equity' },
    });
    // Interest twice: 409 and no second mail.
    expect((await angel.call(expressInterest, routes.expressInterest, { params })).statusCode).toBe(409);
    expect(await mailsOf(founder, 'investor-interest')).toHaveLength(1);
    expect(await mailsOf(angel, 'investor-interest')).toEqual([]);

    // Only the founder accepts: the investor trying mails nobody.
    expect((await angel.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.json.id } })).statusCode).toBe(403);
    expect(await mailsOf(angel, 'match-accepted')).toEqual([]);
    expect((await founder.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.json.id } })).statusCode).toBe(200);
    const toInvestor = await mailsOf(angel, 'match-accepted');
    const toFounder = await mailsOf(founder, 'match-accepted');
    expect(toInvestor).toHaveLength(1);
    expect(toFounder).toHaveLength(1);
    expect(toInvestor[0]!.props).toMatchObject({ side: 'investor', memberName: 'Venkat Reddy', other: { name: 'Padma Reddy', email: address(founder) } });
    expect(toFounder[0]!.props).toMatchObject({ side: 'founder', memberName: 'Padma Reddy', other: { name: 'Venkat Reddy', email: address(angel) } });
    // Accepted again: 409, no more mail.
    expect((await founder.call(acceptMatch, routes.acceptInvestorMatch, { params: { matchId: match.json.id } })).statusCode).toBe(409);
    expect(await mailsOf(angel, 'match-accepted')).toHaveLength(1);
  });

  it('a booked meeting mails both parties its time in its zone with the .ics; a second booking mails nobody', async () => {
    const owner = await signIn('Meena');
    const slots = (
      await angel.call(createSlots, routes.createPitchSlots, {
        body: { slots: [{ startTime: '2030-01-14T04:30:00Z', endTime: '2030-01-14T05:30:00Z', timeZone: 'Asia/Kolkata', location: 'T-Hub, Hyderabad' }] },
      })
    ).json as { id: string }[];
    const opportunity = await create(owner, { title: 'Meeting Co', industry: 'saas', location: 'Dallas, TX' });
    const match = (await angel.call(expressInterest, routes.expressInterest, { params: { opportunityId: opportunity.id } })).json as { id: string };
    const params = { matchId: match.id };
    // Not accepted yet: 409, nothing queued.
    expect((await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slots[0]!.id } })).statusCode).toBe(409);
    expect(await mailsOf(owner, 'meeting-scheduled')).toEqual([]);
    await owner.call(acceptMatch, routes.acceptInvestorMatch, { params });
    const booked = await owner.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { slotId: slots[0]!.id, notes: 'Bring the cohort data' } });
    expect(booked.statusCode).toBe(200);
    const before = (await mailsOf(angel, 'meeting-scheduled')).length;
    expect(
      (await angel.call(scheduleMeeting, routes.scheduleMatchMeeting, { params, body: { startTime: '2030-02-01T09:00:00Z', endTime: '2030-02-01T10:00:00Z' } }))
        .statusCode,
    ).toBe(409);
    expect(await mailsOf(angel, 'meeting-scheduled')).toHaveLength(before);

    for (const [who, other] of [
      [owner, angel],
      [angel, owner],
    ] as const) {
      const queued = (await mailsOf(who, 'meeting-scheduled')).filter((mail) => mail.props.matchId === match.id);
      expect(queued).toHaveLength(1);
      expect(queued[0]!.props).toMatchObject({
        meeting: { startTime: '2030-01-14T04:30:00.000Z', endTime: '2030-01-14T05:30:00.000Z', timeZone: 'Asia/Kolkata', location: 'T-Hub, Hyderabad' },
        other: { email: address(other) },
        scheduledByName: 'Meena Reddy',
      });
    }

    await deliverOutbox();
    for (const who of [owner, angel]) {
      const mail = (await mailbox(address(who))).find(
        (m) => m.subject === `Meeting scheduled: Meeting Co with ${who === owner ? 'Venkat Reddy' : 'Meena Reddy'}`,
      );
      expect(mail, `meeting mail to ${who === owner ? 'the founder' : 'the investor'}`).toBeDefined();
      expect(mail!.body.text).toMatch(/14 Jan 2030, 10:00 am – 11:00 am/);
      expect(mail!.body.text).toContain('T-Hub, Hyderabad');
      const ics = mail!.attachments.find((file) => file.filename?.endsWith('.ics'));
      expect(ics?.contentType).toContain('text/calendar');
      const text = Buffer.from(ics!.content, 'base64')
        .toString('utf8')
        .replace(/\r\n[ \t]/g, '');
      expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300114T100000');
      expect(text).toContain('DTEND;TZID=Asia/Kolkata:20300114T110000');
      expect(text).toContain(`UID:${match.id}@telugu-executive-club`);
      expect(text).toMatch(new RegExp(`mailto:${owner.id}@example.com`, 'i'));
      expect(text).toMatch(new RegExp(`mailto:${angel.id}@example.com`, 'i'));
    }
  });
});
