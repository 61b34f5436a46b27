import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const INTEREST = 'INTEREST';

/** A post's interests, in the post's own partition. */
export const interestsOf = (postId: string) => ({ partition: key('POST', postId), range: { beginsWith: `${INTEREST}#` } }) as const;

const schema = item({
  postId: string().key(),
  memberId: string().key(),
});

/** One member's interest in one post: at most one item per pair, so a count never doubles. */
export const postInterestEntity = () =>
  new Entity({
    name: 'postInterest',
    table: clubTable,
    schema,
    computeKey: ({ postId, memberId }) => ({ pk: key('POST', postId), sk: key(INTEREST, memberId) }),
    timestamps: TIMESTAMPS,
  });
