import { dealRoomRoutes } from '@club/shared';
import { logPageReads } from '../page-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/views/{viewId}/pages: the viewer's time on pages, in batches. */
export const handler = httpHandler(dealRoomRoutes.logPageReads, ({ member, params, body, event }) =>
  logPageReads(member, params.dealId, params.viewId, body.pages, requestSource(event)),
);
