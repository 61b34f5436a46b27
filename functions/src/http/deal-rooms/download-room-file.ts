import { dealRoomRoutes } from '@club/shared';
import { downloadRoomFile } from '../../domain/deal-rooms/download.js';
import { httpHandler } from '../handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/files/{fileId}/download: a copy stamped with the caller's watermark, logged. */
export const handler = httpHandler(dealRoomRoutes.downloadRoomFile, ({ member, params, event }) =>
  downloadRoomFile(member, params.dealId, params.fileId, requestSource(event)),
);
