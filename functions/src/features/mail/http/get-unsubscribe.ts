import { getUnsubscribe as route } from '@club/shared/api/mail';
import { unsubscribeState } from '../unsubscribe.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/mail/unsubscribe?token=: what the link turns off (public: the token is the credential). */
export const handler = httpHandler(route, async ({ query }) => unsubscribeState(query.token));
