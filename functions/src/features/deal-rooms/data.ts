import { accessRequestEntity } from './entities/access-request.js';
import { dealEntity } from './entities/deal.js';
import { dealEventEntity } from './entities/deal-event.js';
import { entitySet } from '../../platform/db/entity-set.js';
import { roomGrantEntity } from './entities/room-grant.js';
import { roomFileEntity } from './entities/room-file.js';
import { roomFileNameEntity } from './entities/room-file-name.js';
import { roomLogEntity } from './entities/room-log.js';
import { roomReadingEntity } from './entities/room-reading.js';
import { roomUploadEntity } from './entities/room-upload.js';

/** Deal rooms data: deals (with their room settings), timelines, grants, access requests, and the room's files and logs. */
export const dealRoomData = entitySet({
  deals: dealEntity,
  dealEvents: dealEventEntity,
  roomGrants: roomGrantEntity,
  accessRequests: accessRequestEntity,
  roomFiles: roomFileEntity,
  roomFileNames: roomFileNameEntity,
  roomUploads: roomUploadEntity,
  roomLogs: roomLogEntity,
  roomReadings: roomReadingEntity,
});
