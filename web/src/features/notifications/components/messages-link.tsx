import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';

function ChatIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/**
 * Messages beside the bell, with the unread message count. It lives here, not
 * in the messages feature, because the count rides on the bell's polled count
 * (one request for both) and the shell's first load must stay small: the
 * messages screens load only when opened.
 */
export function MessagesLink() {
  const unread = useUnreadNotificationCount().data?.messages ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <NavLink to={paths.messages.path} className="icon-button" aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}>
      <ChatIcon />
      {unread > 0 ? (
        <span className="icon-button__count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
