import { shareTradeConnectionContact as route } from '@club/shared/api/trade-connector';
import { shareTradeConnectionContact } from '../connection-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/share-contact: a party shares their e-mail and phone on an accepted connection. */
export const handler = httpHandler(route, async ({ member, params }) => shareTradeConnectionContact(member, params.connectionId));
