import { getRoomAnalytics as route } from '@club/shared/api/deal-rooms';
import { getRoomAnalytics } from '../analytics.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/analytics: who read what (the founder). */
export const handler = httpHandler(route, ({ member, params }) => getRoomAnalytics(member, params.dealId));
