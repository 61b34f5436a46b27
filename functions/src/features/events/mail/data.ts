import type { EventItem } from '../entities/event.js';
import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { EventMailData, MailEvent } from './schemas.js';

export type { EventMailData, GuestMail, MailEvent } from './schemas.js';

/** Every events mail is in the `events` preference category. */
export const EVENT_MAILS = {
  'rsvp-confirmed': 'events',
  'rsvp-waitlisted': 'events',
  'rsvp-promoted': 'events',
  'rsvp-approved': 'events',
  'rsvp-declined': 'events',
  'event-changed': 'events',
  'event-cancelled': 'events',
  'event-reminder': 'events',
  'event-announcement': 'events',
  'event-guests': 'events',
} as const satisfies MailCategories<EventMailData>;

/** The events mails' queue: `eventMail.write({ template, data, to })` in the change's transaction, `eventMail.once(...)` from a job. */
export const eventMail = /* @__PURE__ */ mailQueue<EventMailData>(EVENT_MAILS);

/** Where an event is, in a mail's words. */
export const mailPlace = (event: Pick<EventItem, 'isVirtual' | 'venue' | 'address' | 'city' | 'country'>): string | undefined =>
  event.isVirtual ? 'Online' : [event.venue, event.address, event.city, event.country].filter(Boolean).join(', ') || undefined;

/** The event's snapshot for a mail; `seated` (a confirmed guest) also gets the virtual event's link. */
export function mailEventOf(event: EventItem, seated: boolean): MailEvent {
  const place = mailPlace(event);
  return {
    id: event.id,
    title: event.title,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timeZone,
    ...(place ? { place } : {}),
    ...(event.description ? { description: event.description } : {}),
    ...(event.dressCode ? { dressCode: event.dressCode } : {}),
    ...(seated && event.isVirtual && event.virtualLink ? { url: event.virtualLink } : {}),
  };
}
