import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** How often the bell asks for the unread count while the app is open. */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread-count: the bell's dot. */
export const unreadCountQueryOptions = () => routeQueryOptions('getUnreadNotificationCount');

/**
 * The unread count, polled every minute and asked again whenever the window
 * regains focus: the app's queries otherwise never refetch by themselves
 * (lib/query-client.ts), and a member coming back to the tab expects a fresh dot.
 */
export const useUnreadNotificationCount = () => useQuery({ ...unreadCountQueryOptions(), refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: 'always' });
