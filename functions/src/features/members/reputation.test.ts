import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { conciergeData } from '../concierge/data.js';
import { counterData } from '../stats/data.js';
import { memberData } from './data.js';
import { roomNightData } from '../room-nights/data.js';
import { signIn } from '../../test/signed-in.js';
import { memberScope } from '../stats/index.js';
import { listMembers } from './directory.js';
import { readStoredMember } from './member-reads.js';
import { ticketRatingsOf } from '../concierge/index.js';
import { readReputation, reputationScore, type ReputationFacts } from './reputation.js';
import { recomputeReputation } from './reputation-writes.js';

const plain: ReputationFacts = { verified: false, tradesCompleted: 0, jobsPlaced: 0, conciergeRating: null };

describe('reputationScore', () => {
  it('starts at 100 and adds each term', () => {
    expect(reputationScore(plain)).toBe(100);
    expect(reputationScore({ ...plain, verified: true })).toBe(110);
    expect(reputationScore({ ...plain, tradesCompleted: 3 })).toBe(115);
    expect(reputationScore({ ...plain, jobsPlaced: 2 })).toBe(110);
    expect(reputationScore({ verified: true, tradesCompleted: 1, jobsPlaced: 1, conciergeRating: 5 })).toBe(140);
  });

  it('counts the concierge rating around a neutral 3, only once there is one', () => {
    expect(reputationScore({ ...plain, conciergeRating: 3 })).toBe(100);
    expect(reputationScore({ ...plain, conciergeRating: 4.5 })).toBe(115);
    expect(reputationScore({ ...plain, conciergeRating: 1 })).toBe(80);
    expect(reputationScore({ ...plain, conciergeRating: 4.33 })).toBe(113.3);
  });

  it('stays within 0–1000', () => {
    expect(reputationScore({ ...plain, tradesCompleted: 150, jobsPlaced: 100 })).toBe(1000);
    expect(reputationScore({ ...plain, tradesCompleted: -100 })).toBe(0);
  });
});

describe('recomputeReputation', () => {
  it('counts completed trades, posted jobs and rated tickets from the data, and stores the result', async () => {
    const member = await signIn('Ravi');
    const room = (status: 'completed' | 'available') =>
      roomNightData()
        .roomNights.build(PutItemCommand)
        .item({ id: randomUUID(), hotelName: 'Srinivasam', date: '2026-12-16', action: 'donate', status, ownerId: member.id })
        .send();
    await Promise.all([room('completed'), room('completed'), room('available')]);
    await counterData()
      .counters.build(PutItemCommand)
      .item({ scope: memberScope(member.id), name: 'jobs', count: 3 })
      .send();
    const ticket = (satisfaction?: number) =>
      conciergeData()
        .conciergeTickets.build(PutItemCommand)
        .item({
          id: randomUUID(),
          userId: member.id,
          category: 'visa',
          title: 'Visa',
          details: 'Japan',
          status: 'resolved',
          ...(satisfaction ? { satisfaction } : {}),
        })
        .send();
    await Promise.all([ticket(5), ticket(4), ticket()]);

    const never = await readReputation((await readStoredMember(member.id))!, ticketRatingsOf);
    const reputation = await recomputeReputation(member.id, ticketRatingsOf);

    expect(never).toMatchObject({ score: 140, tradesCompleted: 2 });
    expect((await memberData().reputations.build(GetItemCommand).key({ userId: member.id }).send()).Item).toMatchObject({ score: 140 });
    expect(reputation).toEqual({
      score: 140,
      tradesCompleted: 2,
      jobsPlaced: 3,
      conciergeRating: 4.5,
      verificationLevel: 'basic',
      lastCalcAt: expect.any(String),
    });
    // The directory card shows the score (it is copied onto the member and its tag items).
    const { items } = await listMembers({ limit: 100 });
    expect(items.find((card) => card.id === member.id)?.reputationScore).toBe(140);
    // The console's view computes it afresh from the same data.
    expect(await readReputation((await readStoredMember(member.id))!, ticketRatingsOf)).toEqual({ ...reputation, lastCalcAt: expect.any(String) });
  });

  it('answers a never-rated member with a null rating and refuses an unknown member', async () => {
    const member = await signIn('Sita');
    expect(await recomputeReputation(member.id, ticketRatingsOf)).toMatchObject({ score: 100, conciergeRating: null, verificationLevel: 'basic' });
    await expect(recomputeReputation('member-nobody', ticketRatingsOf)).rejects.toThrow('Member not found');
  });
});
