import { SEATED_RSVP_STATUSES, type EventDetail } from '@club/shared';
import { Text } from '@aws-amplify/ui-react';
import { useAnnouncements } from '../api/announcements';
import { formatDateTime } from '../event-time';

/** Whether the caller reads the event's announcements: its organizer, or a guest with a seat. */
export const readsAnnouncements = (event: EventDetail, memberId: string | undefined): boolean =>
  event.createdBy === memberId || (event.myRsvp !== undefined && SEATED_RSVP_STATUSES.includes(event.myRsvp.status));

/** The organizer's announcements, newest first, as the guests got them. */
export function Announcements({ event }: { event: EventDetail }) {
  const announcements = useAnnouncements(event.id, true);
  if (announcements.isPending) return <Text className="muted">Loading updates…</Text>;
  if (announcements.isError) return <Text className="muted">Updates could not be loaded.</Text>;
  if (!announcements.data.length) return <Text className="muted">No updates from the organizer yet.</Text>;
  return (
    <ul className="plain-list announcements">
      {announcements.data.map((item) => (
        <li key={item.id}>
          <strong>{item.subject}</strong>
          <Text className="muted">{formatDateTime(item.sentAt, event.timeZone)}</Text>
          <Text className="event-details__text">{item.message}</Text>
        </li>
      ))}
    </ul>
  );
}
