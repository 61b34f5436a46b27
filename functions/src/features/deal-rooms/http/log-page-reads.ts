import { logPageReads as route } from '@club/shared/api/deal-rooms';
import { logPageReads } from '../page-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { requestSource } from './request-source.js';

/** POST /api/deals/{dealId}/views/{viewId}/pages: the viewer's time on pages, in batches. */
export const handler = httpHandler(route, ({ member, params, body, event }) =>
  logPageReads(member, params.dealId, params.viewId, body.pages, requestSource(event)),
);
