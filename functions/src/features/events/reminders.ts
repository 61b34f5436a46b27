import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { queuePushNotice } from '../notifications/index.js';
import { eventData } from './data.js';
import { DAY_PUSH_AHEAD_MS, dayPushOf } from './day-push.js';
import { eventsListed, type EventItem } from './entities/event.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventMail, mailEventOf } from './mail/data.js';
import { forEachGuestPage } from './mail/guests.js';

/** How long before its start an event's confirmed guests are reminded. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60_000;

/** The reminder's outbox id: one per guest and start time, so a moved event reminds again and nothing else does. */
export const reminderId = (event: Pick<EventItem, 'id' | 'startTime'>, memberId: string): string => `event-reminder.${event.id}.${event.startTime}.${memberId}`;

export interface ReminderRun {
  /** Events whose guests this run read (for a reminder mail, an event-day push, or both). */
  events: number;
  /** Reminder mails this run queued. */
  queued: number;
  /** Event-day push notices this run queued. */
  pushes: number;
}

/** What one event is due for in this run. */
interface Due {
  mail: boolean;
  push: boolean;
}

/** The event's mark once its guests' reminder mails, and then their event-day pushes, were queued for its start time. */
const queuedMark = (event: Pick<EventItem, 'startTime'>, step: keyof Due): string => (step === 'mail' ? event.startTime : `${event.startTime}#day`);

/** What an event is due for now, read from its mark: the mail until queued for its start, the push from DAY_PUSH_AHEAD_MS before it. */
function dueOf(event: EventItem, pushFrom: string): Due {
  const pushed = event.remindersQueuedFor === queuedMark(event, 'push');
  return { mail: !pushed && event.remindersQueuedFor !== queuedMark(event, 'mail'), push: !pushed && event.startTime <= pushFrom };
}

/** Queues each confirmed guest's reminder mail and/or event-day push (each once, whoever else queues it); how many this call queued. */
async function remindGuests(event: EventItem, due: Due, now: Date, pageSize: number | undefined): Promise<Pick<ReminderRun, 'queued' | 'pushes'>> {
  const snapshot = mailEventOf(event, true);
  const counts = { queued: 0, pushes: 0 };
  await forEachGuestPage(
    event.id,
    async (guests) => {
      const written = await Promise.all(
        guests.map(async (guest) => ({
          mailed:
            due.mail &&
            (await eventMail.once({
              id: reminderId(event, guest.memberId),
              template: 'event-reminder',
              to: guest.email,
              memberId: guest.memberId,
              data: { memberName: guest.memberName, event: snapshot, ...(guest.ticketCode ? { ticketCode: guest.ticketCode } : {}) },
            })),
          pushed: due.push && (await queuePushNotice('event.today', dayPushOf(event, guest.memberId, now))),
        })),
      );
      counts.queued += written.filter((guest) => guest.mailed).length;
      counts.pushes += written.filter((guest) => guest.pushed).length;
    },
    pageSize,
  );
  return counts;
}

/**
 * The event-reminders job, one pass over the events starting within the
 * next 24 hours: each confirmed guest gets one `event-reminder` mail, and
 * once the event is within DAY_PUSH_AHEAD_MS of its start one event-day push
 * (a guest already checked in is at the door: only `confirmed` RSVPs are
 * read). Both are keyed by the event, its start and the guest and written
 * only where absent, so a second run or two overlapping runs queue each
 * once and a moved event reminds again; the event is then marked with how
 * far its reminders were queued for its start time, so later runs skip it
 * without re-reading its guests until the push is due.
 */
export async function queueEventReminders(now = new Date(), options: { guestPageSize?: number } = {}): Promise<ReminderRun> {
  const { events } = eventData();
  const from = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString();
  const pushUntil = new Date(now.getTime() + DAY_PUSH_AHEAD_MS).toISOString();
  const run: ReminderRun = { events: 0, queued: 0, pushes: 0 };
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
      const due = dueOf(event, pushUntil);
      if (!due.mail && !due.push) continue;
      run.events += 1;
      const counts = await remindGuests(event, due, now, options.guestPageSize);
      run.queued += counts.queued;
      run.pushes += counts.pushes;
      await events
        .build(UpdateItemCommand)
        .item({ id: event.id, remindersQueuedFor: queuedMark(event, due.push ? 'push' : 'mail') })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return run;
}
