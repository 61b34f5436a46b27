import { searchEvents as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { toEventResult } from '../results.js';
import { eventsIndex } from '../kinds/events.js';
import { runSearch } from '../run-search.js';

/** GET /api/search/events: active events by text, with type, city and month facets; upcoming unless asked. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { q, limit, cursor, eventType, city, month, when } = query;
  const { answer, cursor: next } = await runSearch(eventsIndex, member, { q, limit, cursor, when, filters: { eventType, city, month } });
  const { results, ...rest } = answer;
  return reply.pageOf({ ...rest, results: results.map(toEventResult) }, next);
});
