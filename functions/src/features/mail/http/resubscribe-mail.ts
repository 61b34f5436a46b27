import { mailRoutes } from '@club/shared';
import { resubscribe } from '../unsubscribe.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/mail/resubscribe?token=: the unsubscribe page's Undo. */
export const handler = httpHandler(mailRoutes.resubscribeMail, async ({ query }) => resubscribe(query.token));
