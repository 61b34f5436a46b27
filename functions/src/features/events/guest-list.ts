import type { GuestList, Person } from '@club/shared';
import { eventData } from './data.js';
import { rsvpsInStatus, type RsvpItem } from './entities/rsvp.js';
import { readEvent } from './records.js';
import { queryPage } from '../../platform/db/pages.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

/** Listed guests shown at most (the count says how many go in all). */
export const GUESTS_SHOWN = 48;
/** RSVPs of each seated status read for the list: a bounded read whatever the event's size. */
const RSVPS_READ = 200;

const listed = { attr: 'showOnGuestList', eq: true } as const;

/** A guest as the list shows them: who they were at the RSVP, or their name alone on an RSVP from before that was kept. */
function guestOf(rsvp: RsvpItem): Person {
  if (rsvp.memberCard) return rsvp.memberCard;
  const [firstName = rsvp.memberName, ...rest] = rsvp.memberName.split(' ');
  return { id: rsvp.memberId, firstName, lastName: rest.join(' ') };
}

/**
 * GET /api/events/{id}/guests: who's going. Only confirmed and checked-in
 * guests who chose to be listed are named, earliest RSVP first; `going`
 * counts every seated guest. One round: the event and both statuses at once.
 */
export async function listGuests(eventId: string): Promise<GuestList> {
  const { rsvps } = eventData();
  const read = (status: string) => queryPage(rsvps, rsvpsInStatus(eventId, status), { limit: RSVPS_READ, ascending: true, filter: listed });
  const [event, confirmed, checkedIn] = await Promise.all([readEvent(eventId), read('confirmed'), read('checked_in')]);
  const guests = [...checkedIn.items, ...confirmed.items]
    .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt))
    .slice(0, GUESTS_SHOWN)
    .map(guestOf);
  return { guests, going: event.currentAttendees };
}
