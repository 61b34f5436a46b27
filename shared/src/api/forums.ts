import * as z from '../zod.js';
import { POST_TYPES, TOPIC_TAGS } from '../forums/constants.js';
import { badgeSchema, chapterSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

export const topicTagSchema = /* @__PURE__ */ onFirstUse(() => z.enum(TOPIC_TAGS));
export const postTypeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(POST_TYPES));
const required = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`));

/** The author block embedded in posts and replies. */
export const authorSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.optional(z.string()),
    badges: z.array(badgeSchema),
    chapters: z.array(chapterSchema),
  }),
);
export type Author = z.infer<typeof authorSchema>;

export const forumSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.optional(z.string()),
    topicTag: topicTagSchema,
    postCount: z.number().check(z.int()),
    memberCount: z.number().check(z.int()),
  }),
);
export type Forum = z.infer<typeof forumSchema>;

export const postSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    type: postTypeSchema,
    tags: z.array(z.string()),
    forumId: z.string(),
    topicTag: topicTagSchema,
    createdAt: z.string(),
    interestCount: z.number().check(z.int()),
    replyCount: z.number().check(z.int()),
    author: authorSchema,
  }),
);
export type Post = z.infer<typeof postSchema>;
/** One post as its dialog reads it: with whether the caller marked interest. */
export const postDetailSchema = /* @__PURE__ */ onFirstUse(() => z.extend(postSchema, { interested: z.boolean() }));
export type PostDetail = z.infer<typeof postDetailSchema>;

export const createPostBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    title: required('Title').check(z.maxLength(200), singleLine('Title')),
    body: required('Body').check(z.maxLength(10_000)),
    type: z._default(postTypeSchema, 'ask'),
    forumId: idSchema('Forum'),
    tags: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(10)), []),
  }),
);

export const replySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    postId: z.string(),
    body: z.string(),
    createdAt: z.string(),
    author: authorSchema,
  }),
);
export type Reply = z.infer<typeof replySchema>;
export const createReplyBody = /* @__PURE__ */ onFirstUse(() => z.object({ body: required('Reply').check(z.maxLength(5_000)) }));

export const interestSchema = /* @__PURE__ */ onFirstUse(() => z.object({ interested: z.boolean(), interestCount: z.number().check(z.int()) }));
const postParams = /* @__PURE__ */ onFirstUse(() => z.object({ postId: idSchema('Post') }));

export const listForums = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/forums',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(forumSchema),
    summary: 'Forums, one per topic',
  }),
);

export const listPosts = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/posts',
    access: 'read',
    auth: 'session',
    query: z.object({
      topic: z.optional(topicTagSchema),
      forumId: z.optional(idSchema('Forum')),
      /** `me`: the caller's own posts (Your Posts, My Posts). */
      author: z.optional(z.literal('me')),
      ...pageQuery,
    }),
    response: z.array(postSchema),
    summary: 'Posts newest first: all, by topic, by forum or the caller’s own',
  }),
);

export const createPost = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/posts',
    access: 'write',
    auth: 'session',
    body: createPostBody,
    response: postSchema,
    summary: 'Start a discussion in a forum',
  }),
);

export const getPost = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/posts/{postId}',
    access: 'read',
    auth: 'session',
    params: postParams,
    response: postDetailSchema,
    summary: 'One post with the caller’s interest',
  }),
);

export const listPostReplies = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/posts/{postId}/replies',
    access: 'read',
    auth: 'session',
    params: postParams,
    query: z.object(pageQuery),
    response: z.array(replySchema),
    summary: 'A post’s replies, oldest first',
  }),
);

export const createPostReply = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/posts/{postId}/replies',
    access: 'write',
    auth: 'session',
    params: postParams,
    body: createReplyBody,
    response: replySchema,
    summary: 'Reply to a post (replyCount stays exact)',
  }),
);

export const addPostInterest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/posts/{postId}/interest',
    access: 'write',
    auth: 'session',
    params: postParams,
    response: interestSchema,
    summary: 'Mark interest in a post (once per member)',
  }),
);

export const removePostInterest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/posts/{postId}/interest',
    access: 'write',
    auth: 'session',
    params: postParams,
    response: interestSchema,
    summary: 'Withdraw interest in a post',
  }),
);

export const forumRoutes = {
  listForums,
  listPosts,
  createPost,
  getPost,
  listPostReplies,
  createPostReply,
  addPostInterest,
  removePostInterest,
} as const;
