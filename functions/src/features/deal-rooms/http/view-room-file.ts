import { viewRoomFile as route } from '@club/shared/api/deal-rooms';
import { viewRoomFile } from '../viewing.js';
import { httpHandler } from '../../../http-handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/files/{fileId}/view: a short-lived URL after the access check, logged. */
export const handler = httpHandler(route, ({ member, params, event }) => viewRoomFile(member, params.dealId, params.fileId, requestSource(event)));
