import type { InvestorMatch, Member } from '@club/shared';
import type { OpportunityItem } from '../../db/entities/investment-opportunity.js';
import type { InvestorProfileItem } from '../../db/entities/investor-profile.js';
import type { MatchItem } from '../../db/entities/investor-match.js';
import { getTogether } from '../../db/get-together.js';
import { counterData } from '../../db/services/counters.js';
import { investorData } from '../../db/services/investors.js';
import { writeTransaction } from '../../db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { pairTie } from './network.js';
import { matchCreation, newMatch } from './proposals.js';
import { NO_PROFILE, OPPORTUNITY_NOT_FOUND, PROFILE_INACTIVE, investorSnapshot, opportunitySnapshot, toMatch, untilDone } from './records.js';

export const ALREADY_INTERESTED = 'You have already expressed interest in this opportunity';
export const OWN_OPPORTUNITY = 'This is your own opportunity';
export const OPPORTUNITY_INACTIVE = 'This opportunity is no longer active';
export const BLOCKED = 'You cannot express interest in this opportunity';
export const MATCH_DECLINED = 'The founder has declined a match with your investor profile for this opportunity';

/**
 * POST /api/investment-opportunities/{id}/express-interest. Once per member
 * and opportunity: the interest is `interestedAt` on the pair's match,
 * written with a condition that it is unset, in the same transaction as the
 * opportunity's interestCount + 1 (conditioned on it being active). Without a
 * match yet, the transaction creates a pending one (with both parties'
 * entries and the active-match counters), scored with the two members'
 * network tie; members who blocked each other cannot. Concurrent members each
 * count once (contention is retried); a second interest is a 409 saying so.
 */
export async function expressInterest(member: Member, opportunityId: string): Promise<InvestorMatch> {
  const { opportunities, investorProfiles, matches, matchParties } = investorData();
  const { counters } = counterData();
  let tie: Awaited<ReturnType<typeof pairTie>> | undefined;
  return untilDone(async () => {
    const [opportunity, existing, profile] = (await getTogether([
      { entity: opportunities, key: { id: opportunityId } },
      { entity: matches, key: { opportunityId, investorId: member.id } },
      { entity: investorProfiles, key: { userId: member.id } },
    ])) as [OpportunityItem | undefined, MatchItem | undefined, InvestorProfileItem | undefined];
    if (!opportunity) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
    if (opportunity.createdBy === member.id) throw new ConflictError(OWN_OPPORTUNITY);
    if (existing?.interestedAt) throw new ConflictError(ALREADY_INTERESTED);
    if (!profile) throw new ConflictError(NO_PROFILE);
    if (!profile.isActive) throw new ConflictError(PROFILE_INACTIVE);
    if (!opportunity.isActive) throw new ConflictError(OPPORTUNITY_INACTIVE);
    if (existing?.status === 'declined') throw new ConflictError(MATCH_DECLINED);
    tie ??= await pairTie(member.id, opportunity.createdBy);
    if (tie.blocked) throw new ForbiddenError(BLOCKED);
    const now = new Date().toISOString();
    if (!existing) {
      const match = newMatch(opportunitySnapshot(opportunity), { id: opportunity.createdBy, name: opportunity.createdByName ?? 'Founder' }, investorSnapshot(profile), {
        matchedBy: 'interest',
        interestedAt: now,
        network: { connected: tie.connected, mutualConnections: tie.mutualConnections },
      });
      const written = await writeTransaction(
        { opportunities, matches, matchParties, counters },
        (tx) => [...matchCreation(tx, match), { name: 'opportunity', write: tx.opportunities.patch({ id: opportunityId }).add({ interestCount: 1 }).where((attr, op) => op.eq(attr.isActive, true)).commit() }],
        { match: 'accept', opportunity: 'accept' },
      );
      return written ? toMatch(match, member.id) : undefined;
    }
    const written = await writeTransaction(
      { opportunities, matches },
      (tx) => [
        {
          name: 'match',
          write: tx.matches
            .patch({ opportunityId, investorId: member.id })
            .set({ interestedAt: now, interestState: 'interested', interestSince: now, updatedAt: now })
            .where((attr, op) => `${op.notExists(attr.interestedAt)} AND ${op.ne(attr.status, 'declined')}`)
            .commit(),
        },
        { name: 'opportunity', write: tx.opportunities.patch({ id: opportunityId }).add({ interestCount: 1 }).where((attr, op) => op.eq(attr.isActive, true)).commit() },
      ],
      { match: 'accept', opportunity: 'accept' },
    );
    return written ? toMatch({ ...existing, interestedAt: now, interestState: 'interested', interestSince: now, updatedAt: now }, member.id) : undefined;
  });
}
