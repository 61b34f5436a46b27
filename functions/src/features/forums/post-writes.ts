import { randomUUID } from 'node:crypto';
import type { Member, Post, RouteBodyParsed, forumRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { forumData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError } from '../../platform/lib/errors.js';
import { bumpCounter, memberScope } from '../stats/index.js';
import { selfAuthor } from './authors.js';
import { toPost, type StoredPost } from './posts.js';

// Apart from posts.ts, so the routes that only read posts bundle none of the write builders.

export type CreatePostParsed = RouteBodyParsed<typeof forumRoutes.createPost>;

/**
 * POST /api/posts. One transaction writes the post, the author's pointer,
 * the forum's postCount, the author's `posts` counter and, the first time
 * this member posts in the forum, the forum-member marker and memberCount.
 * If a concurrent first post by the same member wins the marker, the
 * transaction is retried without it, so memberCount never double counts.
 */
export async function createPost(member: Member, input: CreatePostParsed): Promise<Post> {
  const { forums, forumMembers, posts, memberPosts } = forumData();
  const forum = (await forums.build(GetItemCommand).key({ id: input.forumId }).send()).Item;
  if (!forum) throw new BadRequestError('Invalid request', [{ path: ['body', 'forumId'], message: 'Forum not found' }]);

  const item: StoredPost = {
    ...input,
    id: randomUUID(),
    topicTag: forum.topicTag,
    authorId: member.id,
    author: selfAuthor(member),
    interestCount: 0,
    replyCount: 0,
    createdAt: new Date().toISOString(),
  };
  // One Update per item per transaction: the forum's two counts change together.
  const write = (firstInForum: boolean) =>
    writeTransaction(
      [
        {
          name: 'post',
          write: posts
            .build(PutTransaction)
            .item(item)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        {
          name: 'pointer',
          write: memberPosts
            .build(PutTransaction)
            .item({ authorId: member.id, postId: item.id, createdAt: item.createdAt })
            .options({ condition: { attr: 'postId', exists: false } }),
        },
        bumpCounter(memberScope(member.id), 'posts'),
        {
          name: 'forum',
          write: forums
            .build(UpdateTransaction)
            .item({ id: forum.id, postCount: $add(1), memberCount: $add(firstInForum ? 1 : 0) })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        ...(firstInForum
          ? [
              {
                name: 'forumMember' as const,
                write: forumMembers
                  .build(PutTransaction)
                  .item({ forumId: forum.id, memberId: member.id })
                  .options({ condition: { attr: 'memberId', exists: false } }),
              },
            ]
          : []),
      ],
      // A concurrent first post by the same member won the marker: this post is not their first.
      { forumMember: 'accept' },
    );
  const known = Boolean((await forumMembers.build(GetItemCommand).key({ forumId: forum.id, memberId: member.id }).send()).Item);
  if (!(await write(!known))) await write(false);
  return toPost(item, selfAuthor(member));
}
