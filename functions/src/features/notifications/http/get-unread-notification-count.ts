import { getUnreadNotificationCount as route } from '@club/shared/api/notifications';
import { unreadNotificationCount } from '../notifications-reads.js';
import { unreadMessageCount } from '../../messages/index.js';
import { httpHandler } from '../../../http-handler.js';

/**
 * GET /api/notifications/unread-count: the bell's dot, and the header's
 * unread messages read beside it (the same round), so one poll carries both.
 * Composed here: messages reads the features that notify, so only a handler
 * (which nothing imports) may join the two without a feature cycle.
 */
export const handler = httpHandler(route, async ({ member }) => {
  const [{ count }, messages] = await Promise.all([unreadNotificationCount(member), unreadMessageCount(member.id)]);
  return { count, messages };
});
