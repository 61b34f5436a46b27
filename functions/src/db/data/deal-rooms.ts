import { accessRequestEntity } from '../entities/access-request.js';
import { dealEntity } from '../entities/deal.js';
import { dealEventEntity } from '../entities/deal-event.js';
import { entitySet } from '../entity-set.js';
import { roomGrantEntity } from '../entities/room-grant.js';

/** Deal rooms data: deals (with their room settings), timelines, grants, access requests, and the room's files and logs. */
export const dealRoomData = entitySet({
  deals: dealEntity,
  dealEvents: dealEventEntity,
  roomGrants: roomGrantEntity,
  accessRequests: accessRequestEntity,
});
