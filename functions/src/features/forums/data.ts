import { forumEntity } from './entities/forum.js';
import { forumMemberEntity } from './entities/forum-member.js';
import { memberPostEntity } from './entities/member-post.js';
import { postEntity } from './entities/post.js';
import { postInterestEntity } from './entities/post-interest.js';
import { postReplyEntity } from './entities/post-reply.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Forum data: forums, posts, replies, interests, and the markers and pointers their counts and "my posts" use. */
export const forumData = entitySet({
  forums: forumEntity,
  forumMembers: forumMemberEntity,
  posts: postEntity,
  memberPosts: memberPostEntity,
  postReplies: postReplyEntity,
  postInterests: postInterestEntity,
});
