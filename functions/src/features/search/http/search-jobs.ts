import { searchJobs as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { toJobResult } from '../results.js';
import { jobsIndex } from '../kinds/jobs.js';
import { runSearch } from '../run-search.js';

/** GET /api/search/jobs: Jobs by title, company or description, with level, location and work-mode facets. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, level, location, remote } = query;
  const { answer, cursor: next } = await runSearch(jobsIndex, member, { q, limit, cursor, filters: { level, location, remote } });
  const { results, ...rest } = answer;
  return reply.pageOf({ ...rest, results: results.map(toJobResult) }, next);
});
