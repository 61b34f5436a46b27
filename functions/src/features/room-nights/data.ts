import { roomNightEntity } from './entities/room-night.js';
import { roomRequestEntity } from './entities/room-request.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Room-night exchange data: room nights and the requests for them. */
export const roomNightData = entitySet({ roomNights: roomNightEntity, roomRequests: roomRequestEntity });
