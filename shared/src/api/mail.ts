/**
 * Mail a member can turn off, by category: the Notifications settings page
 * lists them and every mail's one-click unsubscribe turns off its own. In-app
 * notifications (the bell) stay on whatever is chosen here.
 */
export const MAIL_CATEGORIES = ['events', 'network', 'investors', 'requests', 'club', 'digest'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** What the settings page and the unsubscribe page call each category. */
export const MAIL_CATEGORY_LABELS: { readonly [C in MailCategory]: { title: string; description: string } } = {
  events: { title: 'Events', description: 'RSVP confirmations, waitlist moves, event changes and reminders a day before' },
  network: { title: 'Network', description: 'Introductions and connection requests' },
  investors: { title: 'Investors', description: 'Interest in your opportunities, matches and meetings' },
  requests: { title: 'Requests', description: 'Replies and status changes on your concierge, darshan, trade, cultural and CM requests' },
  club: { title: 'Club updates', description: 'News from the club' },
  digest: { title: 'Weekly digest', description: 'Monday morning: your nudges, events you have not answered and new posts in your forums' },
};
