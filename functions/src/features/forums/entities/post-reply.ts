import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key } from '../../../platform/db/keys.js';

const REPLY = 'REPLY';

/** A post's replies, in the post's own partition, sorted by creation (read ascending: oldest first). */
export const repliesOf = (postId: string) => ({ partition: key('POST', postId), range: { beginsWith: `${REPLY}#` } }) as const;

const schema = item({
  postId: string().key(),
  id: string().key(),
  /** Part of the sort key, so a key attribute (not the library's timestamp); now when not given. */
  createdAt: string()
    .key()
    .default(() => new Date().toISOString()),
  body: string(),
  authorId: string(),
});

/** Replies to a post, in the post's own partition, oldest first. */
export const postReplyEntity = () =>
  new Entity({
    name: 'postReply',
    table: clubTable,
    schema,
    computeKey: ({ postId, id, createdAt }) => ({ pk: key('POST', postId), sk: key(REPLY, byCreation({ createdAt, id })) }),
    // createdAt is the key attribute above; the library keeps updatedAt only.
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });

export type PostReplyEntity = ReturnType<typeof postReplyEntity>;
/** A reply as read. */
export type PostReplyItem = FormattedItem<PostReplyEntity>;
