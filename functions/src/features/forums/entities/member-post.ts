import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key } from '../../../platform/db/keys.js';

const POINTER = 'POST';

/** A member's post pointers, in their member partition, sorted by the post's creation (read reversed: newest first). */
export const postsByAuthor = (authorId: string) => ({ partition: key('MEMBER', authorId), range: { beginsWith: `${POINTER}#` } }) as const;

const schema = item({
  authorId: string().key(),
  postId: string().key(),
  /** The post's createdAt: part of the sort key, so it is a key attribute given on every write (not the library's timestamp). */
  createdAt: string().key(),
});

/**
 * A member's own posts, newest first (My Posts). The three GSIs of posts
 * serve all, topic and forum; this pointer item, written in the post's
 * transaction, serves "by author" with one Query + one BatchGet of the posts.
 */
export const memberPostEntity = () =>
  new Entity({
    name: 'memberPost',
    table: clubTable,
    schema,
    computeKey: ({ authorId, postId, createdAt }) => ({
      pk: key('MEMBER', authorId),
      sk: key(POINTER, byCreation({ createdAt, id: postId })),
    }),
    // createdAt is the key attribute above; the library keeps updatedAt only.
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });
