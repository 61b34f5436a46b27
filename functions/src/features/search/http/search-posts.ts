import { searchPosts as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { labelForums } from '../forum-labels.js';
import { toPostResult } from '../results.js';
import { postsIndex } from '../kinds/posts.js';
import { runSearch } from '../run-search.js';

/** GET /api/search/posts: posts and replies by text, with forum (titled), topic and type facets. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, forumId, topic, type } = query;
  const { answer, cursor: next } = await runSearch(postsIndex, member, { q, limit, cursor, filters: { forumId, topic, type } });
  const forums = await labelForums(answer.facets.forumId);
  return reply.pageOf(
    {
      total: answer.total,
      results: answer.results.flatMap((result) => toPostResult(result) ?? []),
      facets: { ...answer.facets, ...(forums ? { forumId: forums } : {}) },
      ...(answer.didYouMean ? { didYouMean: answer.didYouMean } : {}),
    },
    next,
  );
});
