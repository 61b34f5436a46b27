import { searchAll as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { searchEverything } from '../global-search.js';
import { searchOneKind } from '../kind-search.js';

/**
 * GET /api/search: without a kind (the header box and Ctrl/⌘-K), the best few
 * of every kind, grouped; with one, a page of that kind's items, the next
 * page's cursor in the body and the NEXT_CURSOR_HEADER header.
 */
export const handler = httpHandler(route, async ({ member, query }) => {
  const { kind } = query;
  if (!kind) return searchEverything(member, query.q);
  const { answer, cursor } = await searchOneKind(member, { ...query, kind });
  return reply.pageOf(answer, cursor);
});
