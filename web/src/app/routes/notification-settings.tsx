import { NotificationSettingsPage } from '../../features/mail';

/** Notifications settings (/settings/notifications): which e-mails the member gets. */
export default function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
