import { dealRoomRoutes } from '@club/shared';
import { getDeal } from '../deals.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}: the deal with the caller's access. */
export const handler = httpHandler(dealRoomRoutes.getDeal, async ({ member, params }) => getDeal(member, params.dealId));
