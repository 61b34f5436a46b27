import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { routeKey } from '../../../lib/api-client';

/** Every messages read: the inbox lists and each open thread share the `/api/messages/threads` prefix. */
export const allThreadReads = routeKey('listMessageThreads');

/** The inbox lists only (their second key part is the query object), not the open threads (an id there). */
export const threadListReads: InvalidateQueryFilters = { queryKey: allThreadReads, predicate: (query) => typeof query.queryKey[1] === 'object' };

/** The header's unread count (it rides on the bell's count). */
export const unreadCountRead = routeKey('getUnreadNotificationCount');

/** One thread's reads: its first page and the earlier pages loaded under it. */
export const threadReads = (threadId: string) => routeKey('getMessageThread', { params: { threadId } });
