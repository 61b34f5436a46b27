import * as z from 'zod';
import { POST_TYPES, TOPIC_TAGS } from '../constants.js';
import { badgeSchema, chapterSchema } from './members.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';

export const topicTagSchema = z.enum(TOPIC_TAGS);
export const postTypeSchema = z.enum(POST_TYPES);
const required = (field: string) => z.string().trim().min(1, `${field} is required`);

/** The author block embedded in posts and replies (spec 1 §3). */
export const authorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().optional(),
  badges: z.array(badgeSchema),
  chapters: z.array(chapterSchema),
});
export type Author = z.infer<typeof authorSchema>;

export const forumSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  topicTag: topicTagSchema,
  postCount: z.number().int(),
  memberCount: z.number().int(),
});
export type Forum = z.infer<typeof forumSchema>;

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  type: postTypeSchema,
  tags: z.array(z.string()),
  forumId: z.string(),
  topicTag: topicTagSchema,
  createdAt: z.string(),
  interestCount: z.number().int(),
  replyCount: z.number().int(),
  author: authorSchema,
});
export type Post = z.infer<typeof postSchema>;
/** One post as its dialog reads it: with whether the caller marked interest. */
export const postDetailSchema = postSchema.extend({ interested: z.boolean() });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const createPostBody = z.object({
  title: required('Title').max(200),
  body: required('Body').max(10_000),
  type: postTypeSchema.default('ask'),
  forumId: idSchema('Forum'),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const replySchema = z.object({
  id: z.string(),
  postId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: authorSchema,
});
export type Reply = z.infer<typeof replySchema>;
export const createReplyBody = z.object({ body: required('Reply').max(5_000) });

export const interestSchema = z.object({ interested: z.boolean(), interestCount: z.number().int() });
const postParams = z.object({ postId: idSchema('Post') });

export const forumRoutes = {
  listForums: defineRoute({
    method: 'GET', path: '/api/forums', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(forumSchema),
    summary: 'Forums, one per topic',
  }),
  listPosts: defineRoute({
    method: 'GET', path: '/api/posts', access: 'read', auth: 'session',
    query: z.object({
      topic: topicTagSchema.optional(),
      forumId: idSchema('Forum').optional(),
      /** `me`: the caller's own posts (Your Posts, My Posts). */
      author: z.literal('me').optional(),
      ...pageQuery,
    }),
    response: z.array(postSchema),
    summary: 'Posts newest first: all, by topic, by forum or the caller’s own',
  }),
  createPost: defineRoute({
    method: 'POST', path: '/api/posts', access: 'write', auth: 'session',
    body: createPostBody, response: postSchema,
    summary: 'Start a discussion in a forum',
  }),
  getPost: defineRoute({
    method: 'GET', path: '/api/posts/{postId}', access: 'read', auth: 'session',
    params: postParams, response: postDetailSchema,
    summary: 'One post with the caller’s interest',
  }),
  listPostReplies: defineRoute({
    method: 'GET', path: '/api/posts/{postId}/replies', access: 'read', auth: 'session',
    params: postParams, query: z.object(pageQuery), response: z.array(replySchema),
    summary: 'A post’s replies, oldest first',
  }),
  createPostReply: defineRoute({
    method: 'POST', path: '/api/posts/{postId}/replies', access: 'write', auth: 'session',
    params: postParams, body: createReplyBody, response: replySchema,
    summary: 'Reply to a post (replyCount stays exact)',
  }),
  addPostInterest: defineRoute({
    method: 'PUT', path: '/api/posts/{postId}/interest', access: 'write', auth: 'session',
    params: postParams, response: interestSchema,
    summary: 'Mark interest in a post (once per member)',
  }),
  removePostInterest: defineRoute({
    method: 'DELETE', path: '/api/posts/{postId}/interest', access: 'write', auth: 'session',
    params: postParams, response: interestSchema,
    summary: 'Withdraw interest in a post',
  }),
} as const;
