import { dealRoomRoutes } from '@club/shared';
import { downloadRoomFile } from '../download.js';
import { httpHandler } from '../../../http-handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/files/{fileId}/download: a copy stamped with the caller's watermark, logged. */
export const handler = httpHandler(dealRoomRoutes.downloadRoomFile, ({ member, params, event }) =>
  downloadRoomFile(member, params.dealId, params.fileId, requestSource(event)),
);
