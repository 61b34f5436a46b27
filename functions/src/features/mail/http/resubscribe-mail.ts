import { resubscribeMail as route } from '@club/shared/api/mail';
import { resubscribe } from '../unsubscribe.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/mail/resubscribe?token=: the unsubscribe page's Undo. */
export const handler = httpHandler(route, async ({ query }) => resubscribe(query.token));
