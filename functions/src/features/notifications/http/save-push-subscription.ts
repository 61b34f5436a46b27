import { savePushSubscription as route } from '@club/shared/api/notifications';
import { savePushSubscription } from '../push/subscriptions.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/notifications/push: push on for this device (its browser's subscription, tied to this session). */
export const handler = httpHandler(route, async ({ session, body }) => savePushSubscription(session, body));
