import type { Author, Post } from '@club/shared';

/**
 * Answers as the API gives them, for fetch stubs. In tests every answer is
 * checked against its route's response schema (lib/api-client.ts), so stubs
 * build on these rather than hand-typing partial objects.
 */
export const anAuthor = (overrides: Partial<Author> = {}): Author => ({
  id: 'a1',
  firstName: 'Ramesh',
  lastName: 'Reddy',
  badges: ['exporter'],
  chapters: ['AP-Vizag'],
  ...overrides,
});

export const aPost = (overrides: Partial<Post> = {}): Post => ({
  id: 'p1',
  title: 'Reefer partners wanted',
  body: 'Need 40 ft reefers to Rotterdam.',
  type: 'ask',
  tags: [],
  forumId: 'forum-trade',
  topicTag: 'trade',
  createdAt: '2026-11-20T10:00:00Z',
  interestCount: 0,
  replyCount: 0,
  author: anAuthor(),
  ...overrides,
});
