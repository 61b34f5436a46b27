import { ForumEntity } from './forum.js';
import { ForumMemberEntity } from './forum-member.js';
import { MemberPostEntity } from './member-post.js';
import { PostEntity } from './post.js';
import { PostInterestEntity } from './post-interest.js';
import { PostReplyEntity } from './post-reply.js';

/** Forum entities (forums, posts, replies, interests), registered with db(). */
export const forumEntities = {
  forums: ForumEntity,
  forumMembers: ForumMemberEntity,
  posts: PostEntity,
  memberPosts: MemberPostEntity,
  postReplies: PostReplyEntity,
  postInterests: PostInterestEntity,
};
