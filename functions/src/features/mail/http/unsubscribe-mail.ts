import { unsubscribeMail as route } from '@club/shared/api/mail';
import { unsubscribe } from '../unsubscribe.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/mail/unsubscribe?token=: one-click (a mail client's form POST) or the unsubscribe page's call. */
export const handler = httpHandler(route, async ({ query }) => unsubscribe(query.token));
