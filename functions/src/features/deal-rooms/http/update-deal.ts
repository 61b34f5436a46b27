import { dealRoomRoutes } from '@club/shared';
import { updateDeal } from '../deals.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/deals/{dealId}: the founder edits the deal's details and room settings. */
export const handler = httpHandler(dealRoomRoutes.updateDeal, async ({ member, params, body }) => updateDeal(member, params.dealId, body));
