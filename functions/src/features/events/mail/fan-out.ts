import { eventMail, type GuestMail } from './data.js';
import { forEachGuestPage } from './guests.js';

/**
 * An event's change or cancellation (one `event-guests` outbox item) turned
 * into one pending mail per confirmed guest, rendered from the change's
 * snapshot. Each is queued under an id made of the item's and the guest's,
 * so an expansion that is retried or runs twice queues every mail once.
 * Returns how many this call queued.
 */
export async function expandGuestMail(fanOut: GuestMail, item: { id: string }): Promise<number> {
  let queued = 0;
  await forEachGuestPage(fanOut.event.id, async (guests) => {
    const written = await Promise.all(
      guests.map((guest) => {
        const common = { id: `${item.id}.${guest.memberId}`, to: guest.email, memberId: guest.memberId };
        return fanOut.mail === 'event-changed'
          ? eventMail.once({ ...common, template: 'event-changed', data: { memberName: guest.memberName, event: fanOut.event, before: fanOut.before } })
          : eventMail.once({ ...common, template: 'event-cancelled', data: { memberName: guest.memberName, event: fanOut.event } });
      }),
    );
    queued += written.filter(Boolean).length;
  });
  return queued;
}
