import type { InvestorMatch, Member } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { getTogether } from '../../platform/db/get-together.js';
import { investorData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { interestMail, readRecipients, type Recipient } from './mails.js';
import { notice, quoted, type BellDraft } from '../notifications/index.js';
import type { MatchItem } from './entities/investor-match.js';
import { blockedBetween } from '../network/index.js';
import { matchCreation, newMatch } from './proposals.js';
import { NO_PROFILE, OPPORTUNITY_NOT_FOUND, PROFILE_INACTIVE, founderOf, investorSnapshot, opportunitySnapshot, toMatch } from './records.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';

export const ALREADY_INTERESTED = 'You have already expressed interest in this opportunity';
export const OWN_OPPORTUNITY = 'This is your own opportunity';
export const OPPORTUNITY_INACTIVE = 'This opportunity is no longer active';
export const BLOCKED = 'You cannot express interest in this opportunity';
export const MATCH_DECLINED = 'The founder has declined a match with your investor profile for this opportunity';

/** The founder's bell item: who is interested in which opportunity. */
const interestNotice = (match: Pick<MatchItem, 'founderId' | 'opportunity' | 'investor'>): BellDraft => ({
  userId: match.founderId,
  title: `${match.investor.name} is interested in ${quoted(match.opportunity.title)}`,
  link: '/investors?tab=investments',
});

/**
 * POST /api/investment-opportunities/{id}/express-interest. Once per member
 * and opportunity: the interest is `interestedAt` on the pair's match,
 * written with a condition that it is unset, in the same transaction as the
 * opportunity's interestCount + 1 (conditioned on it being active). Without a
 * match yet, the transaction creates a pending one (with both parties'
 * entries and the active-match counters); members who blocked each other
 * cannot. Concurrent members each count once (contention is retried); a
 * second interest is a 409 saying so.
 */
export async function expressInterest(member: Member, opportunityId: string): Promise<InvestorMatch> {
  const { opportunities, investorProfiles, matches } = investorData();
  // interestCount + 1, only while the opportunity is active.
  const countInterest = (): NamedWrite<'opportunity'> => ({
    name: 'opportunity',
    write: opportunities
      .build(UpdateTransaction)
      .item({ id: opportunityId, interestCount: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'isActive', eq: true },
          ],
        },
      }),
  });
  /** The founder's bell and mail: an investor is interested (View Interest shows who). */
  const told = (match: Pick<MatchItem, 'id' | 'opportunity' | 'investor' | 'founderId' | 'founderName' | 'founderCard' | 'compatibilityScore'>) =>
    notice('investor.interest', { bell: [interestNotice(match)], mail: interestMail(match, founder), actorId: member.id });
  let blocked: boolean | undefined;
  // The founder's address for their mail, read beside the blocks (once, whatever the retries).
  let founder: Recipient | undefined;
  return retryOnContention(async () => {
    const [opportunity, existing, profile] = await getTogether([
      { entity: opportunities, key: { id: opportunityId } },
      { entity: matches, key: { opportunityId, investorId: member.id } },
      { entity: investorProfiles, key: { userId: member.id } },
    ] as const);
    if (!opportunity) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
    if (opportunity.createdBy === member.id) throw new ConflictError(OWN_OPPORTUNITY);
    if (existing?.interestedAt) throw new ConflictError(ALREADY_INTERESTED);
    if (!profile) throw new ConflictError(NO_PROFILE);
    if (!profile.isActive) throw new ConflictError(PROFILE_INACTIVE);
    if (!opportunity.isActive) throw new ConflictError(OPPORTUNITY_INACTIVE);
    if (existing?.status === 'declined') throw new ConflictError(MATCH_DECLINED);
    if (blocked === undefined) {
      const [isBlocked, founders] = await Promise.all([blockedBetween(member.id, opportunity.createdBy), readRecipients([opportunity.createdBy])]);
      blocked = isBlocked;
      founder = founders.get(opportunity.createdBy);
    }
    if (blocked) throw new ForbiddenError(BLOCKED);
    const now = new Date().toISOString();
    if (!existing) {
      const match = newMatch(opportunitySnapshot(opportunity), founderOf(opportunity), investorSnapshot(profile), {
        matchedBy: 'interest',
        interestedAt: now,
      });
      const written = await writeTransaction([...matchCreation(match), countInterest(), ...told(match)], {
        match: 'accept',
        opportunity: 'accept',
      });
      return written ? toMatch(match, member.id) : READ_AGAIN;
    }
    const written = await writeTransaction(
      [
        {
          name: 'match',
          write: matches
            .build(UpdateTransaction)
            // The score goes with interestSince: View Interest's key is built from both.
            .item({
              opportunityId,
              investorId: member.id,
              interestedAt: now,
              interestState: 'interested',
              interestSince: now,
              compatibilityScore: existing.compatibilityScore,
              updatedAt: now,
            })
            .options({
              condition: {
                and: [
                  { attr: 'investorId', exists: true },
                  { attr: 'interestedAt', exists: false },
                  { attr: 'status', ne: 'declined' },
                ],
              },
            }),
        },
        countInterest(),
        ...told(existing),
      ],
      { match: 'accept', opportunity: 'accept' },
    );
    return written ? toMatch({ ...existing, interestedAt: now, interestState: 'interested', interestSince: now, updatedAt: now }, member.id) : READ_AGAIN;
  });
}
