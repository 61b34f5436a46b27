import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

const MARKER = 'MEMBER';

/** The members who have posted in a forum: its markers, in the forum's own partition. */
export const membersOfForum = (forumId: string) => ({ partition: key('FORUM', forumId), range: { beginsWith: `${MARKER}#` } }) as const;

const schema = item({
  forumId: string().key(),
  memberId: string().key(),
  /** When the member first posted there (their first post's createdAt in the seed). */
  joinedAt: string().default(() => new Date().toISOString()),
});

/**
 * Marks that a member has posted in a forum. Put with attribute_not_exists in
 * the post's transaction, so a forum's memberCount grows once per member.
 */
export const forumMemberEntity = () =>
  new Entity({
    name: 'forumMember',
    table: clubTable,
    schema,
    computeKey: ({ forumId, memberId }) => ({ pk: key('FORUM', forumId), sk: key(MARKER, memberId) }),
    timestamps: TIMESTAMPS,
  });
