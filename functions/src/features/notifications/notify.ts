import type { NotificationKind } from '@club/shared';

/** The member counter the bell's dot reads. */
export const UNREAD_NOTIFICATIONS = 'unreadNotifications';

export interface NotificationDraft {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path inside the site that shows what happened. */
  link: string;
}
