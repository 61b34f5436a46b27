import { all, type MemberDataSection } from '../../platform/db/member-data.js';
import { HttpError } from '../../platform/lib/errors.js';
import { eventData } from './data.js';
import { eventsOrganizedBy } from './entities/event.js';
import { rsvpsOfMember } from './entities/rsvp.js';
import { cancelRsvp } from './rsvps.js';
import { setGuestListChoice } from './guest-list-writes.js';

const rsvps = (memberId: string) => all(eventData().rsvps, rsvpsOfMember(memberId));

/** A refusal that means "already so" (cancelled before, nothing to cancel) is no failure on a re-run. */
async function unlessAlready(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return;
    throw error;
  }
}

/**
 * What the events feature keeps about a member: the events they organize
 * (kept for their guests) and their RSVPs. Erasure cancels the RSVPs by the
 * events rules, so each freed seat goes to the head of the waitlist, in order,
 * and takes the member off every who's-going list.
 */
export const eventsMemberData: MemberDataSection = {
  kinds: [
    { kind: 'events-organized', about: 'Events you organize', fate: 'keep', read: (id) => all(eventData().events, eventsOrganizedBy(id)) },
    { kind: 'rsvps', about: 'Your RSVPs and event tickets (status, QR ticket code, check-in)', fate: 'custom', read: rsvps },
  ],
  erase: {
    name: 'rsvps',
    when: 'first',
    run: async ({ id, member }) => {
      if (!member) return;
      for (const rsvp of await rsvps(id)) {
        if (['confirmed', 'waitlist', 'pending'].includes(String(rsvp.status))) await unlessAlready(() => cancelRsvp(member, String(rsvp.eventId)));
        // A past guest kept on the RSVP (checked in) leaves the who's-going list.
        else if (rsvp.showOnGuestList === true) await unlessAlready(() => setGuestListChoice(member, String(rsvp.eventId), false));
      }
    },
  },
};
