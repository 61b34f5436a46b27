import { tradeRoutes } from '@club/shared';
import { createTradeListing } from '../../domain/trade/listings.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/trade-listings: an import need or export offer for one of the caller's companies. */
export const handler = httpHandler(tradeRoutes.createTradeListing, async ({ body, member }) =>
  reply.created(await createTradeListing(member, body)),
);
