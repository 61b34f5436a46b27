import type { Attendee } from '@club/shared';
import { queryOptions } from '@tanstack/react-query';
import { callPage, routeKey, type PageOf } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

const EXPORT_PAGE_SIZE = 50;

/** GET /api/events/{eventId}/attendees: the organizer's view of the RSVPs. */
export const attendeesQueryOptions = (eventId: string) => listQueryOptions('listEventAttendees', { params: { eventId }, query: { limit: EXPORT_PAGE_SIZE } });
export const useAttendees = (eventId: string) => usePagedList(attendeesQueryOptions(eventId));

/** Every RSVP of the event, page by page (Export CSV is of all attendees, not the loaded part). */
export async function listAllAttendees(eventId: string): Promise<Attendee[]> {
  const attendees: Attendee[] = [];
  let cursor: string | null = null;
  do {
    const page: PageOf<Attendee> = await callPage('listEventAttendees', { params: { eventId }, query: { limit: EXPORT_PAGE_SIZE } }, cursor);
    attendees.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return attendees;
}

/** Every RSVP of the event in one read (the check-in tab's search by name); refreshed with the event's attendees. */
export const allAttendeesQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: [...routeKey('listEventAttendees', { params: { eventId } }), 'all'], queryFn: () => listAllAttendees(eventId) });
