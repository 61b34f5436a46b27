import { dealRoomRoutes } from '@club/shared';
import { createRoomUpload } from '../../domain/deal-rooms/uploads.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/deals/{dealId}/uploads: the founder's presigned PUT for one file. */
export const handler = httpHandler(dealRoomRoutes.createRoomUpload, async ({ member, params, body }) =>
  reply.created(await createRoomUpload(member, params.dealId, body)),
);
