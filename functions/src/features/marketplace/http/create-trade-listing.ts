import { marketplaceRoutes } from '@club/shared';
import { createTradeListing } from '../listings.js';
import { listingConnectorWrites } from '../../trade-connector/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/trade-listings: an import need or export offer for one of the caller's companies, filed for the trade connector in the same transaction. */
export const handler = httpHandler(marketplaceRoutes.createTradeListing, async ({ body, member }) =>
  reply.created(await createTradeListing(member, body, listingConnectorWrites)),
);
