import { eventData } from '../data.js';
import { membersByIds } from '../../members/index.js';
import { rsvpsInStatus } from '../entities/rsvp.js';
import { queryPage } from '../../../platform/db/pages.js';

/** A confirmed guest of an event as a mail to them needs it: their own address, name and ticket. */
export interface Guest {
  memberId: string;
  memberName: string;
  email: string;
  ticketCode?: string;
}

/** Guests read per page (one Query and one BatchGet of their members each). */
const GUEST_PAGE = 100;

/**
 * Every confirmed guest of an event, a page at a time (an event may have
 * thousands): their RSVPs by status (gsi1), then their members' addresses in
 * one BatchGet. Guests without an address, suspended, or whose member is
 * gone (erased) are left out.
 */
export async function forEachGuestPage(eventId: string, visit: (guests: Guest[]) => Promise<void>, pageSize = GUEST_PAGE): Promise<void> {
  const { rsvps } = eventData();
  let cursor: string | undefined;
  do {
    const page = await queryPage(rsvps, rsvpsInStatus(eventId, 'confirmed'), { limit: pageSize, ...(cursor ? { cursor } : {}), ascending: true });
    const members = await membersByIds(page.items.map((rsvp) => rsvp.memberId));
    const email = new Map([...members.values()].filter((member) => !member.suspendedAt).map((member) => [member.id, member.email]));
    await visit(
      page.items.flatMap((rsvp) => {
        const address = email.get(rsvp.memberId);
        if (!address) return [];
        return [{ memberId: rsvp.memberId, memberName: rsvp.memberName, email: address, ...(rsvp.qrCode ? { ticketCode: rsvp.qrCode } : {}) }];
      }),
    );
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
