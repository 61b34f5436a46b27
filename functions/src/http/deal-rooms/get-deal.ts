import { dealRoomRoutes } from '@club/shared';
import { getDeal } from '../../domain/deal-rooms/deals.js';
import { httpHandler } from '../handler.js';

/** GET /api/deals/{dealId}: the deal with the caller's access. */
export const handler = httpHandler(dealRoomRoutes.getDeal, async ({ member, params }) => getDeal(member, params.dealId));
