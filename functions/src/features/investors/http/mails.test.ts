import { beforeAll, describe, expect, it } from 'vitest';
import { CRORE, LAKH, routes, scorePercent } from '@club/shared';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { mailbox, outboxFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as acceptMatch } from './accept-investor-match.js';
import { handler as createOpportunity } from './create-investment-opportunity.js';
import { handler as createSlots } from './create-pitch-slots.js';
import { handler as expressInterest } from './express-interest.js';
import { handler as saveProfile } from './save-investor-profile.js';
import { handler as scheduleMeeting } from './schedule-match-meeting.js';
import { handler as listMatches } from './list-investor-matches.js';
import { handler as listNotifications } from '../../notifications/http/list-notifications.js';

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

  it('a proposed match is one summary per party per window, sent at its end with the percent the Matches tab shows; interest mails and rings the founder once; the accept mails both with each other’s e-mail', async () => {
    const fits = await signIn('Suresh');
    await profile(fits, fitForm);
    const opportunity = await create(founder, { title: 'Proposal Co' });
    // Nothing mailed per proposal: one summary for each party, due when the window ends.
    expect(await mailsOf(fits, 'match-proposed')).toEqual([]);
    const [summary] = await mailsOf(fits, 'match-summary');
    expect(await mailsOf(fits, 'match-summary')).toHaveLength(1);
    expect(summary).toMatchObject({ memberId: fits.id, category: 'investors', dueAt: summary!.props.until });
    expect(await mailsOf(founder, 'match-summary')).toHaveLength(1);

    // The first run expands the due summary into its mail, the next sends that.
    const afterWindow = new Date(Date.parse(String(summary!.props.until)) + 1000);
    await deliverOutbox({ now: afterWindow });
    await deliverOutbox({ now: afterWindow });
    const [summaryToInvestor] = await mailsOf(fits, 'matches-proposed');
    const listed = (await fits.call(listMatches, routes.listInvestorMatches, { query: { side: 'investor' } })).json as {
      opportunity: { id: string };
      compatibilityScore: number;
    }[];
    const shown = listed.find((match) => match.opportunity.id === opportunity.id)!;
    const proposedHere = (summaryToInvestor!.props.matches as { opportunity: { id: string }; compatibilityScore: number; other: unknown }[]).find(
      (match) => match.opportunity.id === opportunity.id,
    )!;
    expect(proposedHere).toMatchObject({
      side: 'investor',
      opportunity: { title: 'Proposal Co', stage: 'Seed', industry: 'Fintech' },
      other: { name: 'Padma Reddy' },
    });
    // The mail the member reads names the very percent the Matches tab draws (scorePercent of the same score).
    const sent = (await mailbox(address(fits))).find((mail) => mail.subject.includes('Proposal Co') || mail.subject.endsWith('proposed matches'));
    expect(sent, 'the summary was sent').toBeDefined();
    expect(sent!.body.text).toContain(`Proposal Co: fits at ${scorePercent(shown.compatibilityScore)}`);
    expect(sent!.body.text).not.toMatch(/at 0\.\d+%/);
    const [summaryToFounder] = await mailsOf(founder, 'matches-proposed');
    const other = (summaryToFounder!.props.matches as { opportunity: { id: string }; other: unknown }[]).find(
      (match) => match.opportunity.id === opportunity.id,
    )!.other;
    // Title at company on one line, the fund on its own: never the title with the fund.
    expect(other).toEqual({ name: 'Suresh Reddy', fund: 'Krishna Angels' });
    // Not yet accepted: no contact details either way.
    for (const mail of [summaryToInvestor!, summaryToFounder!]) expect(JSON.stringify(mail.props)).not.toContain('@example.com');
    // The misfit was not proposed.
    expect(await mailsOf(angel, 'match-summary')).toEqual([]);

    const interestOpportunity = await create(founder, { title: 'Interest Co', industry: 'saas', location: 'Dallas, TX' });
    const params = { opportunityId: interestOpportunity.id };
    const match = await angel.call(expressInterest, routes.expressInterest, { params });
    expect(match.statusCode).toBe(201);
    const interest = await mailsOf(founder, 'investor-interest');
    expect(interest).toHaveLength(1);
    expect(interest[0]!.props).toMatchObject({
      memberName: 'Padma Reddy',
      opportunity: { id: interestOpportunity.id, title: 'Interest Co' },
      investor: { name: 'Venkat Reddy', fund: 'Krishna Angels', investorType: 'Private Equity' },
    });
    // The founder's bell says it too, once.
    const bells = ((await founder.call(listNotifications, routes.listNotifications, { query: {} })).json as { kind: string; title: string }[]).filter(
      (item) => item.kind === 'investor_interest' && item.title.includes('Interest Co'),
    );
    expect(bells).toHaveLength(1);
    // Interest twice: 409 and no second mail.
    expect((await angel.call(expressInterest, routes.expressInterest, { params })).statusCode).toBe(409);
    expect(await mailsOf(founder, 'investor-interest')).toHaveLength(1);
    expect(
      ((await founder.call(listNotifications, routes.listNotifications, { query: {} })).json as { kind: string }[]).filter(
        (item) => item.kind === 'investor_interest',
      ),
    ).toHaveLength(1);
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
