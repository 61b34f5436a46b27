import { attendeeSchema, myRsvpSchema, type Attendee, type Member, type MyRsvp, type RsvpStatus } from '@club/shared';
import type { EventItem } from './entities/event.js';
import { rsvpsInStatus, rsvpsOfEvent, rsvpsOfMember, type RsvpItem } from './entities/rsvp.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { visibleContacts } from './contacts.js';
import { ownEvent, rsvpsFor, toRsvpEvent } from './records.js';

// Apart from rsvps.ts, so the routes that only read RSVPs bundle none of the write builders.

/**
 * The RSVP as the organizer (or staff checking it in) sees it: the e-mail only
 * when the member shares it with the organizer, the emergency contact only
 * when given (`contact`: the caller read it on the event day), else a flag
 * that one exists.
 */
export function toAttendee(event: Pick<EventItem, 'waitlist'>, item: RsvpItem, contact?: string): Attendee {
  const hasContact = item.hasEmergencyContact === true || Boolean(item.emergencyContact);
  return attendeeSchema.parse({
    ...rsvpsFor(event, item),
    memberName: item.memberName,
    ...(item.memberCard ? { member: item.memberCard } : {}),
    ...(item.shareEmail === true && item.memberEmail ? { memberEmail: item.memberEmail } : {}),
    ...(contact ? { emergencyContact: contact } : hasContact ? { emergencyContactHidden: true } : {}),
    ...(item.checkInOverride ? { checkInOverride: item.checkInOverride } : {}),
  });
}

/** GET /api/events/my-rsvps: the caller's RSVPs newest first with their events (one Query + one BatchGet). */
export async function listMyRsvps(member: Member, { limit, cursor }: PageRequest): Promise<Page<MyRsvp>> {
  const { events, rsvps } = eventData();
  const page = await readPage(cursor, () => queryPage(rsvps, rsvpsOfMember(member.id), { limit, cursor }));
  const ids = [...new Set(page.items.map((rsvp) => rsvp.eventId))];
  const found = ids.length
    ? await getMany(
        events,
        ids.map((id) => ({ id })),
      )
    : [];
  const byId = new Map(found.map((event) => [event.id, event]));
  const items = page.items.flatMap((rsvp) => {
    const event = byId.get(rsvp.eventId);
    if (!event) return [];
    return [myRsvpSchema.parse({ ...rsvpsFor(event, rsvp), event: toRsvpEvent(event, { memberId: member.id, rsvpStatus: rsvp.status }) })];
  });
  return { items, cursor: page.cursor };
}

/**
 * GET /api/events/{id}/attendees (organizer): every RSVP, or those of one
 * status newest first (one Query after the event read). E-mails only where
 * the member shares them; emergency contacts only on the event day (then one
 * BatchGet of the page's contacts).
 */
export async function listAttendees(
  member: Member,
  eventId: string,
  { status, limit, cursor }: PageRequest & { status?: RsvpStatus },
): Promise<Page<Attendee>> {
  const event = await ownEvent(member, eventId);
  const { rsvps } = eventData();
  const page = await readPage(cursor, () =>
    status ? queryPage(rsvps, rsvpsInStatus(eventId, status), { limit, cursor }) : queryPage(rsvps, rsvpsOfEvent(eventId), { limit, cursor, ascending: true }),
  );
  const contacts = await visibleContacts(event, page.items);
  return { items: page.items.map((rsvp) => toAttendee(event, rsvp, contacts.get(rsvp.memberId))), cursor: page.cursor };
}
