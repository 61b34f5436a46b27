import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { eventData } from './data.js';
import { eventsListed, type EventItem } from './entities/event.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventMail, mailEventOf } from './mail/data.js';
import { forEachGuestPage } from './mail/guests.js';

/** How long before its start an event's confirmed guests are reminded. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60_000;

/** The reminder's outbox id: one per guest and start time, so a moved event reminds again and nothing else does. */
export const reminderId = (event: Pick<EventItem, 'id' | 'startTime'>, memberId: string): string => `event-reminder.${event.id}.${event.startTime}.${memberId}`;

export interface ReminderRun {
  events: number;
  queued: number;
}

/** Queues the reminder of every confirmed guest of one event (each once, whoever else queues it); how many this call queued. */
async function remindGuests(event: EventItem, pageSize: number | undefined): Promise<number> {
  const snapshot = mailEventOf(event, true);
  let queued = 0;
  await forEachGuestPage(
    event.id,
    async (guests) => {
      const written = await Promise.all(
        guests.map((guest) =>
          eventMail.once({
            id: reminderId(event, guest.memberId),
            template: 'event-reminder',
            to: guest.email,
            memberId: guest.memberId,
            data: { memberName: guest.memberName, event: snapshot, ...(guest.ticketCode ? { ticketCode: guest.ticketCode } : {}) },
          }),
        ),
      );
      queued += written.filter(Boolean).length;
    },
    pageSize,
  );
  return queued;
}

/**
 * The event-reminders job: every active event starting within the next 24
 * hours whose reminders were not queued for its start time gets one
 * `event-reminder` mail per confirmed guest. Each mail's outbox id is made
 * of the event, its start and the guest, written only where absent, so a
 * second run or two overlapping runs queue each reminder once; the event is
 * then marked so later runs skip it without re-reading its guests.
 */
export async function queueEventReminders(now = new Date(), options: { guestPageSize?: number } = {}): Promise<ReminderRun> {
  const { events } = eventData();
  const from = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString();
  const run: ReminderRun = { events: 0, queued: 0 };
  let cursor: string | undefined;
  do {
    // Listed by end time: an event starting within the window has not ended; its start is filtered.
    const page = await queryPage(events, eventsListed('active', from), {
      limit: 100,
      ascending: true,
      filter: {
        and: [
          { attr: 'startTime', gt: from },
          { attr: 'startTime', lte: until },
        ],
      },
      ...(cursor ? { cursor } : {}),
    });
    for (const event of page.items) {
      if (event.remindersQueuedFor === event.startTime) continue;
      run.events += 1;
      run.queued += await remindGuests(event, options.guestPageSize);
      await events
        .build(UpdateItemCommand)
        .item({ id: event.id, remindersQueuedFor: event.startTime })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return run;
}
