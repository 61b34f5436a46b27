import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { CRORE, LAKH, TABLE } from '@club/shared';
import { newMatch } from '../features/investors/proposals.js';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { putAll } from '../platform/db/batch-write.js';
import { investorData } from '../features/investors/data.js';
import { matchesByScore } from './0006-matches-by-score.js';
import { runMigrations } from './runner.js';

const key = (pk: string, sk: string) => ({ TableName: config.tableName, Key: { [TABLE.partitionKey]: pk, [TABLE.sortKey]: sk } });
const raw = async (pk: string, sk: string) => (await getDocumentClient().send(new GetCommand({ ...key(pk, sk), ConsistentRead: true }))).Item;
const rawUpdate = (pk: string, sk: string, expression: string, values?: Record<string, unknown>) =>
  getDocumentClient().send(new UpdateCommand({ ...key(pk, sk), UpdateExpression: expression, ...(values ? { ExpressionAttributeValues: values } : {}) }));

describe('0006-matches-by-score', () => {
  it('re-scores a match from its cards and keys it and its party entries by score, once', async () => {
    const opportunity = {
      id: 'mig-opp',
      title: 'Old Pay',
      stage: 'seed' as const,
      industry: 'fintech' as const,
      targetAmount: 5 * CRORE,
      minInvestment: 50 * LAKH,
      location: 'Hyderabad, Telangana',
      teluguFounders: true,
      isActive: true,
    };
    const investor = {
      id: 'mig-inv',
      name: 'Old Investor',
      investorType: 'angel' as const,
      minInvestment: 25 * LAKH,
      maxInvestment: CRORE,
      focusAreas: ['fintech' as const],
      preferredStages: ['seed' as const],
      geography: ['Telangana'],
      isAccredited: false,
    };
    const match = { ...newMatch(opportunity, { id: 'mig-founder', name: 'Old Founder' }, investor, { matchedBy: 'proposal' }), id: 'mig-match' };
    const { matches, matchParties } = investorData();
    await putAll(matches, [match]);
    const entry = (memberId: string, side: 'investor' | 'founder') => ({
      memberId,
      side,
      matchId: match.id,
      opportunityId: opportunity.id,
      investorId: investor.id,
      createdAt: match.createdAt,
      compatibilityScore: 1,
    });
    await putAll(matchParties, [entry(investor.id, 'investor'), entry('mig-founder', 'founder')]);
    // As stored before: a network-inflated score, View Interest keyed by time only, entries without a score or its index.
    const matchKey = ['OPPORTUNITY#mig-opp', 'MATCH#mig-inv'] as const;
    await rawUpdate(...matchKey, 'SET compatibilityScore = :s, gsi2sk = :k', { ':s': 0.98, ':k': `${match.interestSince}#${investor.id}` });
    const partyKeys = [investor.id, 'mig-founder'].map((id) => [`MEMBER#${id}`, `INVESTOR_MATCH#${match.createdAt}#${match.id}`] as const);
    for (const party of partyKeys) await rawUpdate(...party, 'REMOVE compatibilityScore, gsi1pk, gsi1sk');

    await runMigrations({ migrations: [matchesByScore] });

    expect(await raw(...matchKey)).toMatchObject({ compatibilityScore: 1, gsi2sk: `100#${match.interestSince}#${investor.id}` });
    expect(await raw(...partyKeys[0]!)).toMatchObject({
      compatibilityScore: 1,
      gsi1pk: `MEMBER#${investor.id}#INVESTOR_MATCH`,
      gsi1sk: `100#${match.createdAt}#${match.id}`,
    });
    expect(await raw(...partyKeys[1]!)).toMatchObject({ compatibilityScore: 1, gsi1pk: 'MEMBER#mig-founder#INVESTOR_MATCH' });

    const before = await Promise.all([raw(...matchKey), ...partyKeys.map((party) => raw(...party))]);
    await runMigrations({ migrations: [{ ...matchesByScore, id: '0006-matches-by-score-again' }] });
    expect(await Promise.all([raw(...matchKey), ...partyKeys.map((party) => raw(...party))])).toEqual(before);
  });
});
