import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const schema = item({
  userId: string().key(),
  score: number().default(100),
  tradesCompleted: number().default(0),
  jobsPlaced: number().default(0),
  /** Average concierge rating, 2 decimals; absent before the first rating. */
  conciergeRating: number().optional(),
  verificationLevel: string().enum('basic', 'verified').default('basic'),
  lastCalcAt: string(),
});

/**
 * A member's reputation: derived data, rewritten
 * whole by `recomputeReputation` (functions/src/features/members/reputation.ts)
 * from the facts it counts, never edited. Kept in the member's partition.
 */
export const reputationEntity = () =>
  new Entity({
    name: 'reputation',
    table: clubTable,
    schema,
    computeKey: ({ userId }) => ({ pk: key('MEMBER', userId), sk: 'REPUTATION' }),
    timestamps: TIMESTAMPS,
  });
