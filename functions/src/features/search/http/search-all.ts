import { searchAll as route } from '@club/shared/api/search';
import { httpHandler } from '../../../http-handler.js';
import { searchEverything } from '../global-search.js';

/** GET /api/search: the header box and Ctrl/⌘-K: the best few of every kind, grouped. */
export const handler = httpHandler(route, async ({ member, query }) => searchEverything(member, query.q));
