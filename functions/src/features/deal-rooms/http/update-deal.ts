import { updateDeal as route } from '@club/shared/api/deal-rooms';
import { updateDeal } from '../deals.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/deals/{dealId}: the founder edits the deal's details and room settings. */
export const handler = httpHandler(route, async ({ member, params, body }) => updateDeal(member, params.dealId, body));
