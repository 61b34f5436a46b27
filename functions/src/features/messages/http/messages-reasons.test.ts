import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { open } from '../../../test/messages.js';
import { db } from '../../../test/all-data.js';
import { handler as openThread } from './open-message-thread.js';
import { handler as createIntroRequest } from '../../network/http/create-intro-request.js';
import { handler as approveIntroRequest } from '../../network/http/approve-intro-request.js';
import { handler as acceptIntroRequest } from '../../network/http/accept-intro-request.js';
import { connect } from '../../../test/network.js';

const ACCEPTED_AT = '2026-10-01T10:00:00.000Z';

/** An accepted trade connection from `from` to a company, accepted by `by` (as the connector stores it). */
async function acceptedTradeConnection(from: SignedIn, by: SignedIn, title: string): Promise<void> {
  await db()
    .tradeConnections.build(PutItemCommand)
    .item({
      id: `tc-${randomUUID()}`,
      status: 'accepted',
      listingId: 'listing-1',
      listing: { id: 'listing-1', kind: 'export', hsCode: '1006', title, companyId: 'co-1', companyName: 'Krishna Delta Rice Mills', createdAt: ACCEPTED_AT },
      fromMemberId: from.id,
      fromMemberName: 'From',
      toCompanyId: 'co-1',
      toCompanyName: 'Krishna Delta Rice Mills',
      requesterContact: { memberId: from.id, name: 'From' },
      respondedById: by.id,
      respondedAt: ACCEPTED_AT,
    })
    .send();
}

/** A founder–investor match between two members, as the investors feature stores it (the match and both party entries). */
async function match(founder: SignedIn, investor: SignedIn, status: 'pending' | 'accepted', interestedAt?: string): Promise<void> {
  const { matches, matchParties } = db();
  const opportunityId = `opp-${randomUUID()}`;
  const id = `match-${randomUUID()}`;
  const createdAt = '2026-09-15T08:00:00.000Z';
  await matches
    .build(PutItemCommand)
    .item({
      opportunityId,
      investorId: investor.id,
      id,
      founderId: founder.id,
      founderName: 'Founder',
      status,
      matchedBy: 'proposal',
      compatibilityScore: 0.8,
      interestState: interestedAt ? 'interested' : 'proposed',
      interestSince: interestedAt ?? createdAt,
      ...(interestedAt ? { interestedAt } : {}),
      ...(status === 'accepted' ? { respondedAt: ACCEPTED_AT } : {}),
      opportunity: { id: opportunityId, title: 'Paisa Setu' } as never,
      investor: { id: investor.id } as never,
      createdAt,
    })
    .send();
  for (const [member, side] of [
    [founder, 'founder'],
    [investor, 'investor'],
  ] as const) {
    await matchParties
      .build(PutItemCommand)
      .item({ memberId: member.id, createdAt, matchId: id, side, opportunityId, investorId: investor.id, compatibilityScore: 0.8 })
      .send();
  }
}

describe('who may talk', () => {
  it('an accepted introduction is a reason naming the introducer', async () => {
    const [requester, introducer, target] = await Promise.all([signIn('Requester'), signIn('Introducer'), signIn('Target')]);
    await connect(requester, introducer);
    await connect(introducer, target);
    expect((await requester.call(openThread, routes.openMessageThread, { body: { memberId: target.id } })).statusCode).toBe(403);
    const asked = await requester.call(createIntroRequest, routes.createIntroRequest, {
      body: { targetUserId: target.id, introducerId: introducer.id, purpose: 'investment', message: 'Raising a seed round' },
    });
    expect(asked.statusCode, JSON.stringify(asked.json)).toBe(201);
    const params = { introId: asked.json.id as string };
    expect((await introducer.call(approveIntroRequest, routes.approveIntroRequest, { params, body: {} })).statusCode).toBe(200);
    expect((await target.call(acceptIntroRequest, routes.acceptIntroRequest, { params, body: {} })).statusCode).toBe(200);
    const thread = await open(requester, target);
    expect(thread.reasons).toEqual([{ kind: 'introduction', since: expect.any(String), introducerName: 'Introducer Reddy' }]);
  });

  it('an accepted trade connection is a reason, about its listing', async () => {
    const [trader, seller] = await Promise.all([signIn('Trader'), signIn('Seller')]);
    await acceptedTradeConnection(trader, seller, 'Sona Masoori rice');
    const thread = await open(seller, trader);
    expect(thread.reasons).toEqual([{ kind: 'trade', since: ACCEPTED_AT, about: 'Sona Masoori rice' }]);
  });

  it('an accepted match and an expression of interest are reasons; a match only proposed is not', async () => {
    const [founder, investor, proposed] = await Promise.all([signIn('Founder'), signIn('Investor'), signIn('Proposed')]);
    await match(founder, investor, 'accepted');
    expect((await open(investor, founder)).reasons).toEqual([{ kind: 'match', since: ACCEPTED_AT, about: 'Paisa Setu' }]);
    await match(proposed, investor, 'pending');
    expect((await investor.call(openThread, routes.openMessageThread, { body: { memberId: proposed.id } })).statusCode).toBe(403);
    const interested = await signIn('Interested');
    await match(founder, interested, 'pending', '2026-09-20T12:00:00.000Z');
    expect((await open(founder, interested)).reasons).toEqual([{ kind: 'interest', since: '2026-09-20T12:00:00.000Z', about: 'Paisa Setu' }]);
  });
});
