import {
  CHECK_IN_OPENS_BEFORE_MINUTES,
  checkInStatusSchema,
  checkInWindow,
  type CheckInStatus,
  type Member,
  type RsvpStatus,
  formatDateTime,
} from '@club/shared';
import type { EventItem } from './entities/event.js';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { RsvpEntity } from './entities/rsvp.js';
import { checkerEvent, countOf } from './checkers.js';

export const UNKNOWN_CODE = 'No ticket has this code';
export const OTHER_EVENT = 'This ticket is for another event';
export const UNKNOWN_GUEST = 'This event has no such RSVP';

export const NOT_ADMITTED: Record<Exclude<RsvpStatus, 'confirmed' | 'checked_in'>, string> = {
  pending: 'This RSVP is awaiting approval, so it cannot be checked in',
  waitlist: 'This member is on the waitlist, so they cannot be checked in',
  declined: 'This RSVP was declined, so it cannot be checked in',
  cancelled: 'This RSVP was cancelled, so it cannot be checked in',
};

const opensBefore = (minutes: number): string => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

/** Why check-in is closed now (before the window opens or after the event ended), or undefined while it is open. */
export function checkInClosedReason(event: Pick<EventItem, 'startTime' | 'endTime' | 'timeZone'>, now = Date.now()): string | undefined {
  const { opensAt, closesAt } = checkInWindow(event);
  if (now < Date.parse(opensAt)) {
    return `Check-in opens at ${formatDateTime(opensAt, event.timeZone, { weekday: false })}, ${opensBefore(CHECK_IN_OPENS_BEFORE_MINUTES)} before the start`;
  }
  if (now > Date.parse(closesAt)) return `Check-in closed at ${formatDateTime(closesAt, event.timeZone, { weekday: false })}, when the event ended`;
  return undefined;
}

/** GET /api/events/{id}/check-ins (organizer or staff): the count and the window. */
export async function getCheckInStatus(member: Member, eventId: string): Promise<CheckInStatus> {
  const event = await checkerEvent(member, eventId);
  return checkInStatusSchema.parse({ ...(await countOf(event)), ...checkInWindow(event), open: checkInClosedReason(event) === undefined });
}

/** A check-in's write condition: the RSVP is still confirmed and, by code, still holds that code; of racing check-ins one wins. */
export const admissible = (qrCode: string | undefined): Condition<RsvpEntity> => ({
  and: [{ attr: 'status', eq: 'confirmed' }, ...(qrCode === undefined ? [] : [{ attr: 'qrCode' as const, eq: qrCode }])],
});
