/**
 * Mail a member can turn off, by category: the Notifications settings page
 * lists them and every mail's one-click unsubscribe turns off its own. In-app
 * notifications (the bell) stay on whatever is chosen here. Plain data, apart
 * from the routes' schemas: the outbox entity reads it in every bundle that
 * queues mail.
 */
export const MAIL_CATEGORIES = ['events', 'network', 'messages', 'investors', 'requests', 'club', 'digest'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
