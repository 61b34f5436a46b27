import { hasRole, type CheckInCount, type Member } from '@club/shared';
import type { EventItem } from './entities/event.js';
import { rsvpsInStatus } from './entities/rsvp.js';
import { countAll } from '../../platform/db/pages.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { eventData } from './data.js';
import { readEvent } from './records.js';

const NOT_CHECKER = 'Only the event’s organizer or club staff can check attendees in';

/** The event, when the caller is its organizer or club staff (403 for anyone else). */
export async function checkerEvent(member: Member, eventId: string): Promise<EventItem> {
  const event = await readEvent(eventId, true);
  if (event.createdBy !== member.id && !hasRole(member.role, 'staff')) throw new ForbiddenError(NOT_CHECKER);
  return event;
}

/**
 * "Checked in n of m": n counts the event's RSVPs in the checked-in status
 * (one COUNT Query of that status's index partition, so a guest checked in
 * once counts once however many check-ins raced), m its seated RSVPs.
 */
export async function countOf(event: EventItem): Promise<CheckInCount> {
  const checkedIn = await countAll(eventData().rsvps, rsvpsInStatus(event.id, 'checked_in'));
  return { checkedIn, expected: event.currentAttendees };
}
