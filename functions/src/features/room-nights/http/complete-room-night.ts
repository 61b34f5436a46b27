import { completeRoomNight as route } from '@club/shared/api/room-nights';
import { ticketRatingsOf } from '../../concierge/index.js';
import { refreshReputation } from '../../members/index.js';
import { completeRoomNight } from '../room-night-writes.js';
import { httpHandler } from '../../../http-handler.js';

/**
 * POST /api/room-nights/{roomNightId}/complete: the handover is done, which
 * is a completed trade in the owner's reputation (recomputed here, so only
 * this handler carries the reputation code, not the exchange's others).
 */
export const handler = httpHandler(route, async ({ member, params }) => {
  const room = await completeRoomNight(member, params.roomNightId);
  await refreshReputation(member.id, ticketRatingsOf);
  return room;
});
