import { describe, expect, it } from 'vitest';
import { CRORE, LAKH, type InvestorProfileParsed, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { matchesOfOpportunity } from '../entities/investor-match.js';
import { pitchSlotsOf } from '../entities/pitch-slot.js';
import { queryAll } from '../../../platform/db/pages.js';
import { investorData } from '../data.js';
import { ConflictError } from '../../../platform/lib/errors.js';
import { expressInterest } from '../interest.js';
import { ensureDeal } from '../../deal-rooms/index.js';
import { acceptMatch } from '../matches.js';
import { scheduleMeeting } from '../meetings.js';
import { createOpportunity } from '../opportunities.js';
import { createPitchSlots } from '../pitch-slots-writes.js';
import { saveProfile } from '../profiles-writes.js';
import { investorStats } from '../stats.js';

const person = (n: number | string) =>
  ({
    id: `inv-${n}-${Math.random().toString(36).slice(2, 8)}`,
    firstName: `Investor${n}`,
    lastName: 'Rao',
    email: `investor${n}@example.com`,
    role: 'member',
  }) as Member;
const opportunity = (title: string) => ({
  title,
  stage: 'seed' as const,
  industry: 'fintech' as const,
  targetAmount: 5 * CRORE,
  minInvestment: 50 * LAKH,
  location: 'Hyderabad',
  teluguFounders: true,
  isActive: true,
});
const profile = (fits: boolean): InvestorProfileParsed => ({
  investorType: 'angel',
  minInvestment: 25 * LAKH,
  maxInvestment: CRORE,
  focusAreas: fits ? ['fintech'] : ['edtech'],
  preferredStages: fits ? ['seed'] : ['growth'],
  portfolio: [],
  geography: fits ? ['Telangana'] : ['UK'],
  isAccredited: false,
  isActive: true,
});
const slotAt = (days: number, hour: number) => {
  const start = new Date(Date.now() + days * 86_400_000 + hour * 3_600_000);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 1_800_000).toISOString(), timeZone: 'Asia/Kolkata' };
};

describe('investors under concurrency (DynamoDB Local)', () => {
  it('50 members express interest at once: each counts once, interestCount is exactly 50, 50 pending matches', async () => {
    const members = Array.from({ length: 50 }, (_, i) => person(i));
    // Every fifth profile fits (the club proposes those matches first); the rest are created by the interest itself.
    for (const [i, member] of members.entries()) await saveProfile(member, profile(i % 5 === 0));
    const founder = person('founder');
    const before = await investorStats(founder);
    const created = await createOpportunity(founder, opportunity('Concurrent Pay'));
    const answers = await Promise.all(members.map((member) => expressInterest(member, created.id)));
    expect(answers.every((match) => match.status === 'pending' && match.interested)).toBe(true);
    expect(new Set(answers.map((match) => match.id)).size).toBe(50);
    const { Item: stored } = await investorData().opportunities.build(GetItemCommand).key({ id: created.id }).options({ consistent: true }).send();
    expect(stored!.interestCount).toBe(50);
    const matches = await queryAll(investorData().matches, matchesOfOpportunity(created.id), { consistent: true });
    expect(matches).toHaveLength(50);
    expect(matches.filter((m) => m.interestedAt)).toHaveLength(50);
    expect(matches.filter((m) => m.matchedBy === 'proposal')).toHaveLength(10);
    const after = await investorStats(founder);
    expect(after.activeMatches - before.activeMatches).toBe(50);
    expect(after.myActiveMatches).toBe(50);
  }, 240_000);

  it('one member expressing interest 10 times at once counts once; the others are told it is already done', async () => {
    const member = person('eager');
    await saveProfile(member, profile(false));
    const created = await createOpportunity(person('founder2'), opportunity('Eager Pay'));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => expressInterest(member, created.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const failure of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(failure.reason).toBeInstanceOf(ConflictError);
      expect((failure.reason as Error).message).toBe('You have already expressed interest in this opportunity');
    }
    const { Item: stored } = await investorData().opportunities.build(GetItemCommand).key({ id: created.id }).options({ consistent: true }).send();
    expect(stored!.interestCount).toBe(1);
  }, 120_000);

  it('20 accepted matches book one pitch slot at once: exactly one gets it; one match booking 20 slots at once gets one', async () => {
    const angel = person('slots');
    await saveProfile(angel, profile(false));
    const [slot, ...others] = await createPitchSlots(
      angel,
      Array.from({ length: 21 }, (_, i) => slotAt(3 + i, 10)),
    );
    const founders = Array.from({ length: 20 }, (_, i) => person(`f${i}`));
    const matchIds: string[] = [];
    for (const founder of founders) {
      // A deal no stored profile fits, so creating it proposes nothing (only the interest below matters).
      const created = await createOpportunity(founder, {
        ...opportunity(`Pitch ${founder.firstName}`),
        stage: 'series_c',
        industry: 'logistics',
        location: 'Nowhere',
        teluguFounders: false,
      });
      const match = await expressInterest(angel, created.id);
      await acceptMatch(founder, match.id, ensureDeal);
      matchIds.push(match.id);
    }
    const results = await Promise.allSettled(
      founders.map((founder, i) => scheduleMeeting(founder, matchIds[i]!, { slotId: slot!.id, timeZone: 'Asia/Kolkata' })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const failure of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(failure.reason).toBeInstanceOf(ConflictError);
      expect((failure.reason as Error).message).toBe('This pitch slot has just been booked; please pick another');
    }
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof scheduleMeeting>>>).value;
    const { Item: booked } = await investorData()
      .pitchSlots.build(GetItemCommand)
      .key({ investorId: angel.id, startTime: slot!.startTime, id: slot!.id })
      .options({ consistent: true })
      .send();
    expect(booked).toMatchObject({ isBooked: true, matchId: winner.id });

    // A founder without a meeting yet tries all the other slots at once: one booking only.
    const loser = founders.findIndex((_, i) => matchIds[i] !== winner.id);
    const tries = await Promise.allSettled(others.map((s) => scheduleMeeting(founders[loser]!, matchIds[loser]!, { slotId: s.id, timeZone: 'Asia/Kolkata' })));
    expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const slots = await queryAll(investorData().pitchSlots, pitchSlotsOf(angel.id), { consistent: true });
    expect(slots.filter((s) => s.isBooked)).toHaveLength(2);
  }, 240_000);
});
