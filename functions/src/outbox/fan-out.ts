import type { OutboxMailItem } from '../platform/mail/entities/outbox-mail.js';
import type { GuestMail } from '../features/events/mail/data.js';
import { forEachGuestPage } from '../features/events/mail/guests.js';
import { queueOnce } from '../platform/mail/outbox.js';

/** Outbox templates that stand for one mail per recipient, with what turns one into those mails. */
const FAN_OUTS: Record<string, (item: OutboxMailItem) => Promise<number>> = {
  'event-guests': expandEventGuests,
};

/** Whether an outbox item is a fan-out (expanded into mails, never sent itself). */
export const isFanOut = (item: Pick<OutboxMailItem, 'template'>): boolean => Object.hasOwn(FAN_OUTS, item.template);

/**
 * Turns a fan-out outbox item into one pending mail per recipient, each
 * under an id made of the item's and the recipient's, so an expansion that
 * is retried or runs twice queues every mail once. Returns how many this
 * call queued.
 */
export const expandFanOut = (item: OutboxMailItem): Promise<number> => FAN_OUTS[item.template]!(item);

/** An event's change or cancellation: the mail to each confirmed guest, rendered from the change's snapshot. */
async function expandEventGuests(item: OutboxMailItem): Promise<number> {
  const fanOut = JSON.parse(item.data) as GuestMail;
  let queued = 0;
  await forEachGuestPage(fanOut.event.id, async (guests) => {
    const written = await Promise.all(
      guests.map((guest) => {
        const common = { id: `${item.id}.${guest.memberId}`, to: guest.email, memberId: guest.memberId };
        return fanOut.mail === 'event-changed'
          ? queueOnce({ ...common, template: 'event-changed', data: { memberName: guest.memberName, event: fanOut.event, before: fanOut.before } })
          : queueOnce({ ...common, template: 'event-cancelled', data: { memberName: guest.memberName, event: fanOut.event } });
      }),
    );
    queued += written.filter(Boolean).length;
  });
  return queued;
}
