import { createTradeListing as route } from '@club/shared/api/marketplace';
import { createTradeListing } from '../listing-create.js';
import { listingConnectorWrites } from '../../trade-connector/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/trade-listings: an import need or export offer for one of the caller's companies, filed for the trade connector in the same transaction. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createTradeListing(member, body, listingConnectorWrites)));
