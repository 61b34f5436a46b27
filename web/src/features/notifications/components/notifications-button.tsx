import { useEffect, useId, useRef, useState } from 'react';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';
import { useRefreshNotifications } from '../api/refresh-notifications';
import { NotificationsPanelBody } from './notifications-panel-body';
import { keepPushCurrent } from '../push/keep-current';

/** How long after the app opens this device's push subscription is checked (off the first load's path). */
const PUSH_CHECK_DELAY_MS = 3000;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell: a red dot while the member has unread notifications (the count
 * is polled), and a panel of them (closes on Escape, a click outside or
 * following a notification). The panel's body is loaded when first opened.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotificationCount().data?.count ?? 0;
  const refresh = useRefreshNotifications();

  // The bell is on every signed-in page: once per load, a subscribed device re-subscribes after a key rotation.
  useEffect(() => {
    const timer = setTimeout(() => void keepPushCurrent().catch(() => undefined), PUSH_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus inside the panel would be lost when it hides: give it back to the bell.
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    if (!open) refresh();
    setOpen(!open);
  };

  return (
    <div className="notifications" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        data-notifications-button
        aria-label="Notifications"
        aria-describedby={unreadId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 ? <span className="notifications__dot" data-testid="notifications-dot" aria-hidden="true" /> : null}
      </button>
      <span id={unreadId} className="visually-hidden">
        {unread > 0 ? `${unread} unread` : 'No unread notifications'}
      </span>
      <div id={panelId} className="notifications__panel" role="region" aria-label="Notifications panel" hidden={!open}>
        <h2 className="notifications__title">Notifications</h2>
        {open ? <NotificationsPanelBody unread={unread} onNavigate={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}
