import { getDeal as route } from '@club/shared/api/deal-rooms';
import { getDeal } from '../deals-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}: the deal with the caller's access. */
export const handler = httpHandler(route, async ({ member, params }) => getDeal(member, params.dealId));
