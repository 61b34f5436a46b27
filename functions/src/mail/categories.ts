/** The kinds of mail a member can turn off, each on by default (the Notifications settings page lists them). */
export const MAIL_CATEGORIES = ['events', 'network', 'investors', 'requests', 'club', 'digest'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
