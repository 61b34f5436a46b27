import { quoted, type BellDraft } from '../notifications/index.js';

/** Where a guest reads an event's announcements: the event's details over Upcoming Events. */
export const eventLink = (eventId: string): string => `/events?event=${encodeURIComponent(eventId)}`;

/** A guest's bell item for the organizer's announcement (its kind comes from the notice policy). */
export const announcementBell = (event: { id: string; title: string }, announcement: { subject: string; message: string }, memberId: string): BellDraft => ({
  userId: memberId,
  title: `${quoted(event.title)}: ${announcement.subject}`,
  body: announcement.message,
  link: eventLink(event.id),
});
