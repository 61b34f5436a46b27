import { Text } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import '../notifications.css';

// The list, its writes and paging load when the panel first opens: the shell is in every screen's first load.
const NotificationsList = lazy(() => import('./notifications-list').then(({ NotificationsList }) => ({ default: NotificationsList })));

/** What the open bell panel shows under its heading; `unread` is the bell's count. */
export function NotificationsPanelBody({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  return (
    <Suspense fallback={<Text className="muted">Loading...</Text>}>
      <NotificationsList unread={unread} onNavigate={onNavigate} />
    </Suspense>
  );
}
