import { downloadRoomFile as route } from '@club/shared/api/deal-rooms';
import { downloadRoomFile } from '../download.js';
import { httpHandler } from '../../../http-handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/files/{fileId}/download: a copy stamped with the caller's watermark, logged. */
export const handler = httpHandler(route, ({ member, params, event }) => downloadRoomFile(member, params.dealId, params.fileId, requestSource(event)));
