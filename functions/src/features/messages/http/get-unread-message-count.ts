import { getUnreadMessageCount as route } from '@club/shared/api/messages';
import { unreadMessageCount } from '../inbox-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/messages/unread-count: unread messages over the caller's inbox threads, muted ones left out (one Query). */
export const handler = httpHandler(route, async ({ member }) => ({ count: await unreadMessageCount(member.id) }));
