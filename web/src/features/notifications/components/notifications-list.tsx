import type { AppNotification } from '@club/shared';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { ListError, ListSkeleton, LoadMore } from '../../../components/ui/list-states';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { timeAgo } from '@club/shared';

/** A notification's link, kept inside the app: anything that is not a site path goes home rather than off-site. */
const inAppPath = (link: string): string => (link.startsWith('/') && !link.startsWith('//') ? link : '/');

/**
 * The bell panel's body (loaded when the panel first opens, so the shell's
 * first load carries no list or write code): the member's notifications
 * newest first, each a link into the screen it is about. Following one marks
 * it read; Mark all as read clears the dot.
 */
export function NotificationsList({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  // Unread ones may sit on a page not loaded yet: the bell's count says so too.
  const hasUnread = unread > 0 || list.items.some((n) => !n.read);
  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };

  if (list.isPending) return <ListSkeleton count={2} label="Loading notifications" />;
  if (list.isError) return <ListError onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) return <Text className="notifications__empty">No new notifications</Text>;
  return (
    <>
      <Flex justifyContent="flex-end">
        <Button size="small" variation="link" onClick={() => markAll.mutate()} isDisabled={!hasUnread || markAll.isPending}>
          Mark all as read
        </Button>
      </Flex>
      <ul className="notifications__list" aria-label="Notifications">
        {list.items.map((n) => (
          <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
            <Link to={inAppPath(n.link)} className="notification__link" onClick={() => open(n)}>
              {n.read ? null : (
                <span className="notification__marker">
                  <span className="visually-hidden">Unread: </span>
                </span>
              )}
              <span className="notification__title">{n.title}</span>
              {n.body ? <span className="notification__body">{n.body}</span> : null}
              <time className="notification__time" dateTime={n.createdAt}>
                {timeAgo(n.createdAt)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
