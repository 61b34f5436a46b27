import { mailRoutes } from '@club/shared';
import { unsubscribeState } from '../unsubscribe.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/mail/unsubscribe?token=: what the link turns off (public: the token is the credential). */
export const handler = httpHandler(mailRoutes.getUnsubscribe, async ({ query }) => unsubscribeState(query.token));
