import { doorListSchema } from '@club/shared/api/event-door';
import { DOOR, checkInWindow, initials, isShortTicketCode, spacedTicketCode, type DoorGuest, type DoorList, type Member } from '@club/shared';
import { rsvpsOfEvent, type RsvpItem } from './entities/rsvp.js';
import { eventData } from './data.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage } from '../../platform/paging.js';
import { checkerEvent, countOf } from './checkers.js';
import { doorKeyOf } from './door-key.js';

/** A seated RSVP as the door keeps it; its name split as the RSVP kept it (the person card when there is one). */
function doorGuestOf(rsvp: RsvpItem & { qrCode: string; status: 'confirmed' | 'checked_in' }): DoorGuest {
  const [firstName = rsvp.memberName, ...rest] = rsvp.memberName.split(' ');
  const name = rsvp.memberCard ?? { firstName, lastName: rest.join(' ') };
  return {
    rsvpId: rsvp.id,
    name: rsvp.memberName,
    initials: initials(name),
    ...(rsvp.memberCard?.profileImageUrl ? { photoUrl: rsvp.memberCard.profileImageUrl } : {}),
    code: rsvp.qrCode,
    ...(isShortTicketCode(rsvp.qrCode) ? { shortCode: spacedTicketCode(rsvp.qrCode) } : {}),
    status: rsvp.status,
    ...(rsvp.checkedInAt ? { checkedInAt: rsvp.checkedInAt } : {}),
    ...(rsvp.checkInDeviceId ? { checkedInDeviceId: rsvp.checkInDeviceId } : {}),
  };
}

const seatedWithTicket = (rsvp: RsvpItem): rsvp is RsvpItem & { qrCode: string; status: 'confirmed' | 'checked_in' } =>
  (rsvp.status === 'confirmed' || rsvp.status === 'checked_in') && typeof rsvp.qrCode === 'string';

/**
 * GET /api/events/{id}/door-list (organizer or staff; 403 for anyone else,
 * 404 for no such event): a page of the event's seated guests, oldest RSVP
 * first, DOOR.listPage RSVPs read a page (of any status, so a page may hold
 * fewer guests; `nextCursor` says whether more follow), with the window, the
 * count and the session's door key on every page.
 */
export async function getDoorList(member: Member, sessionId: string, eventId: string, cursor?: string): Promise<DoorList> {
  const event = await checkerEvent(member, eventId);
  const [page, count] = await Promise.all([
    readPage(cursor, () => queryPage(eventData().rsvps, rsvpsOfEvent(event.id), { limit: DOOR.listPage, ascending: true, ...(cursor ? { cursor } : {}) })),
    countOf(event),
  ]);
  return doorListSchema.parse({
    event: { id: event.id, title: event.title, startTime: event.startTime, endTime: event.endTime, timeZone: event.timeZone },
    ...checkInWindow(event),
    count,
    guests: page.items.filter(seatedWithTicket).map(doorGuestOf),
    nextCursor: page.cursor,
    doorKey: doorKeyOf(sessionId),
    savedAt: new Date().toISOString(),
  });
}
