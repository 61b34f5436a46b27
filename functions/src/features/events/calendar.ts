import type { Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { eventData } from './data.js';
import { icalendar } from '../../platform/lib/icalendar.js';
import { canSeeVirtualLink, readEvent } from './records.js';
import { calendarDescription } from './details.js';

/** A calendar file's name from the event title: letters, digits and dashes. */
const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;

/**
 * GET /api/events/{id}/calendar: the event as an iCalendar file,
 * times in the event's own zone with its VTIMEZONE, the venue and address as
 * the location, or for a virtual event the link (only for those who may see it).
 */
export async function eventCalendar(member: Member, eventId: string): Promise<{ filename: string; content: string }> {
  const [event, { Item: rsvp }] = await Promise.all([readEvent(eventId), eventData().rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).send()]);
  const link = event.virtualLink && canSeeVirtualLink(event, { memberId: member.id, rsvpStatus: rsvp?.status }) ? event.virtualLink : undefined;
  const place = event.isVirtual
    ? (link ?? 'Online (the link is shared with confirmed attendees)')
    : [event.venue, event.address, event.city, event.country].filter(Boolean).join(', ');
  const description = calendarDescription(event);
  const content = icalendar({
    name: 'Telugu Executive Club',
    company: 'Telugu Executive Club',
    product: 'Events',
    event: {
      uid: `${event.id}@telugu-executive-club`,
      start: event.startTime,
      end: event.endTime,
      timeZone: event.timeZone,
      summary: event.title,
      ...(description ? { description } : {}),
      ...(place ? { location: place } : {}),
      ...(link ? { url: link } : {}),
    },
  });
  return { filename: fileName(event.title), content };
}
