import { deletePushSubscription as route } from '@club/shared/api/notifications';
import { deletePushSubscription } from '../push/subscriptions.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/notifications/push: push off for this device. */
export const handler = httpHandler(route, async ({ session }) => deletePushSubscription(session));
