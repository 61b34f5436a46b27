import { downloadMyExport as route } from '@club/shared/api/privacy';
import { downloadMyExport } from '../export-download.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/members/me/exports/{exportId}/download: a short link to the caller's own finished export. */
export const handler = httpHandler(route, ({ member, params }) => downloadMyExport(member, params.exportId));
