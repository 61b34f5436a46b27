import { quoted, type NotificationDraft } from '../notifications/index.js';

/** Where a guest reads an event's announcements: the event's details over Upcoming Events. */
export const eventLink = (eventId: string): string => `/events?event=${encodeURIComponent(eventId)}`;

/** A guest's bell item for the organizer's announcement. */
export const announcementNotice = (
  event: { id: string; title: string },
  announcement: { subject: string; message: string },
  memberId: string,
): NotificationDraft => ({
  userId: memberId,
  kind: 'event_announcement',
  title: `${quoted(event.title)}: ${announcement.subject}`,
  body: announcement.message,
  link: eventLink(event.id),
});
