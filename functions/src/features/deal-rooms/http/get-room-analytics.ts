import { dealRoomRoutes } from '@club/shared';
import { getRoomAnalytics } from '../analytics.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/analytics: who read what (the founder). */
export const handler = httpHandler(dealRoomRoutes.getRoomAnalytics, ({ member, params }) => getRoomAnalytics(member, params.dealId));
