import { getPushSettings as route } from '@club/shared/api/notifications';
import { pushSettings } from '../push/subscriptions-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/notifications/push: the VAPID public key and whether this device is subscribed. */
export const handler = httpHandler(route, async ({ session }) => pushSettings(session));
