import { searchHsCodes as route } from '@club/shared/api/trade-assistance';
import { searchHsCodes } from '../hs-catalogue.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/hs-codes?search=: the HS 2022 catalogue searched in process (no table read). */
export const handler = httpHandler(route, async ({ query }) => searchHsCodes(query.search, query.limit));
