import { requestMyExport as route } from '@club/shared/api/privacy';
import { requestMyExport } from '../exports.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/members/me/export: a pending export the data-requests job builds (409 within a day of the last). */
export const handler = httpHandler(route, async ({ member }) => reply.created(await requestMyExport(member)));
