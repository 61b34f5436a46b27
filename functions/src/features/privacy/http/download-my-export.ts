import { privacyRoutes } from '@club/shared';
import { downloadMyExport } from '../export-download.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/members/me/exports/{exportId}/download: a short link to the caller's own finished export. */
export const handler = httpHandler(privacyRoutes.downloadMyExport, ({ member, params }) => downloadMyExport(member, params.exportId));
