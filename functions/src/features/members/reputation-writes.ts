import type { Reputation } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { memberData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { writeMember } from './members.js';
import { logger } from '../../platform/lib/logger.js';
import { fromFacts, reputationFacts, type TicketRatingsOf } from './reputation.js';

// Apart from reputation.ts, so the routes that only read a reputation bundle none of the write builders.

/**
 * Recomputes and stores a member's reputation from the data. Call it after a
 * change to one of the facts (verification, a job posted, a ticket rated),
 * after that change's own write: it reads what is stored. A completed trade
 * shows at once in the console, which computes it fresh (readReputation).
 */
export async function recomputeReputation(memberId: string, ticketRatingsOf: TicketRatingsOf): Promise<Reputation> {
  const { members, reputations } = memberData();
  const { Item: member } = await members.build(GetItemCommand).key({ id: memberId }).send();
  if (!member) throw new NotFoundError('Member not found');
  const reputation = fromFacts(await reputationFacts(member, ticketRatingsOf), new Date().toISOString());
  const { conciergeRating, ...stored } = reputation;
  await reputations
    .build(PutItemCommand)
    .item({ userId: memberId, ...stored, ...(conciergeRating === null ? {} : { conciergeRating }) })
    .send();
  // The directory card shows the score: it lives on the member, so writeMember rewrites the member's tag items with it.
  if (member.reputationScore !== reputation.score) {
    await writeMember(memberId, (current) => {
      if (!current) throw new NotFoundError('Member not found');
      return { ...current, reputationScore: reputation.score };
    });
  }
  return reputation;
}

/**
 * recomputeReputation after a change that already succeeded (a trade
 * completed, a job posted, a ticket rated): a failure here is logged, not
 * answered, since the member's own write stands; the next change recomputes.
 */
export async function refreshReputation(memberId: string, ticketRatingsOf: TicketRatingsOf): Promise<void> {
  try {
    await recomputeReputation(memberId, ticketRatingsOf);
  } catch (error) {
    logger.warn('reputation not recomputed', { memberId, error });
  }
}
