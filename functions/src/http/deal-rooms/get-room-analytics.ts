import { dealRoomRoutes } from '@club/shared';
import { getRoomAnalytics } from '../../domain/deal-rooms/analytics.js';
import { httpHandler } from '../handler.js';

/** GET /api/deals/{dealId}/analytics: who read what (the founder). */
export const handler = httpHandler(dealRoomRoutes.getRoomAnalytics, ({ member, params }) => getRoomAnalytics(member, params.dealId));
