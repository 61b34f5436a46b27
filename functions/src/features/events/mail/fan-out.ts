import { eventMail, type GuestMail } from './data.js';
import { forEachGuestPage, type Guest } from './guests.js';
import { writeTransaction } from '../../../platform/db/transaction.js';
import { notice } from '../../notifications/index.js';
import { announcementBell } from '../announcement-notice.js';

/**
 * An event's change, cancellation or announcement (one `event-guests` outbox
 * item) turned into one pending mail per confirmed guest, rendered from the
 * change's snapshot; an announcement also puts one item in each guest's bell.
 * Each is written under an id made of the item's and the guest's, so an
 * expansion that is retried or runs twice writes every one once.
 * Returns how many mails this call queued.
 */
export async function expandGuestMail(fanOut: GuestMail, item: { id: string }): Promise<number> {
  let queued = 0;
  await forEachGuestPage(fanOut.event.id, async (guests) => {
    const written = await Promise.all(guests.map((guest) => tellGuest(fanOut, `${item.id}.${guest.memberId}`, guest)));
    queued += written.filter(Boolean).length;
  });
  return queued;
}

async function tellGuest(fanOut: GuestMail, id: string, guest: Guest): Promise<boolean> {
  const common = { id, to: guest.email, memberId: guest.memberId };
  switch (fanOut.mail) {
    case 'event-changed':
      return eventMail.once({ ...common, template: 'event-changed', data: { memberName: guest.memberName, event: fanOut.event, before: fanOut.before } });
    case 'event-cancelled':
      return eventMail.once({ ...common, template: 'event-cancelled', data: { memberName: guest.memberName, event: fanOut.event } });
    case 'event-announcement': {
      // The bell item and the mail in one transaction, both under ids of this expansion and guest: a rerun writes neither.
      const { event, announcement } = fanOut;
      return writeTransaction(
        notice('event.announcement', {
          bell: [announcementBell(event, announcement, guest.memberId)],
          mail: [eventMail.write({ ...common, template: 'event-announcement', data: { memberName: guest.memberName, event, announcement } })],
          onceKey: announcement.id,
        }),
        { notification: 'accept', mail: 'accept' },
      );
    }
  }
}
