import { createRoomUpload as route } from '@club/shared/api/deal-rooms';
import { createRoomUpload } from '../uploads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/deals/{dealId}/uploads: the founder's presigned PUT for one file. */
export const handler = httpHandler(route, async ({ member, params, body }) => reply.created(await createRoomUpload(member, params.dealId, body)));
