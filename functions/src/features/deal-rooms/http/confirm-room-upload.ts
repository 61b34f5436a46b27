import { confirmRoomUpload as route } from '@club/shared/api/deal-rooms';
import { confirmRoomUpload } from '../uploads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/deals/{dealId}/uploads/{uploadId}/confirm: the uploaded file is checked and becomes its name's next version. */
export const handler = httpHandler(route, async ({ member, params }) => reply.created(await confirmRoomUpload(member, params.dealId, params.uploadId)));
