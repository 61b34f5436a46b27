/** @jsxRuntime automatic */
import type { EventMailData, MailEvent } from '../data.js';
import type { MailAttachment } from '../../../../platform/mail/mime.js';
import { calendarAttachment, renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { EventAnnouncement, eventAnnouncementSubject } from './event-announcement.js';
import { EventCancelled, eventCancelledSubject } from './event-cancelled.js';
import { EventChanged, eventChangedSubject } from './event-changed.js';
import { EventReminder, eventReminderSubject } from './event-reminder.js';
import { RsvpApproved, rsvpApprovedSubject } from './rsvp-approved.js';
import { RsvpConfirmed, rsvpConfirmedSubject } from './rsvp-confirmed.js';
import { RsvpDeclined, rsvpDeclinedSubject } from './rsvp-declined.js';
import { RsvpPromoted, rsvpPromotedSubject } from './rsvp-promoted.js';
import { RsvpWaitlisted, rsvpWaitlistedSubject } from './rsvp-waitlisted.js';
import { ticketAttachment } from './ticket.js';
import { calendarDescription } from '../../details.js';

/** The event's `.ics` (one uid per event, so a changed event's file updates the calendar entry). */
const calendarOf = (event: MailEvent): MailAttachment => {
  const description = calendarDescription(event);
  return calendarAttachment(
    {
      uid: `${event.id}@telugu-executive-club`,
      start: event.startTime,
      end: event.endTime,
      timeZone: event.timeZone,
      summary: event.title,
      ...(description ? { description } : {}),
      ...(event.place ? { location: event.place } : {}),
      ...(event.url ? { url: event.url } : {}),
    },
    'Events',
  );
};

/** A seat's attachments: the QR ticket (when there is a code) and the calendar file. */
const seatFiles = async (event: MailEvent, ticketCode: string | undefined): Promise<MailAttachment[]> => [
  ...(ticketCode ? [await ticketAttachment(ticketCode)] : []),
  calendarOf(event),
];

export const eventRenderers: Renderers<Omit<EventMailData, 'event-guests'>> = {
  'rsvp-confirmed': async (data, context) => ({
    subject: rsvpConfirmedSubject(data),
    ...(await renderParts(<RsvpConfirmed {...data} {...context} />)),
    attachments: await seatFiles(data.event, data.ticketCode),
  }),
  'rsvp-waitlisted': async (data, context) => ({
    subject: rsvpWaitlistedSubject(data),
    ...(await renderParts(<RsvpWaitlisted {...data} {...context} />)),
    attachments: [],
  }),
  'rsvp-promoted': async (data, context) => ({
    subject: rsvpPromotedSubject(data),
    ...(await renderParts(<RsvpPromoted {...data} {...context} />)),
    attachments: await seatFiles(data.event, data.ticketCode),
  }),
  'rsvp-approved': async (data, context) => ({
    subject: rsvpApprovedSubject(data),
    ...(await renderParts(<RsvpApproved {...data} {...context} />)),
    attachments: data.ticketCode ? await seatFiles(data.event, data.ticketCode) : [],
  }),
  'rsvp-declined': async (data, context) => ({
    subject: rsvpDeclinedSubject(data),
    ...(await renderParts(<RsvpDeclined {...data} {...context} />)),
    attachments: [],
  }),
  'event-changed': async (data, context) => ({
    subject: eventChangedSubject(data),
    ...(await renderParts(<EventChanged {...data} {...context} />)),
    attachments: [calendarOf(data.event)],
  }),
  'event-cancelled': async (data, context) => ({
    subject: eventCancelledSubject(data),
    ...(await renderParts(<EventCancelled {...data} {...context} />)),
    attachments: [],
  }),
  'event-announcement': async (data, context) => ({
    subject: eventAnnouncementSubject(data),
    ...(await renderParts(<EventAnnouncement {...data} {...context} />)),
    attachments: [],
  }),
  'event-reminder': async (data, context) => ({
    subject: eventReminderSubject(data),
    ...(await renderParts(<EventReminder {...data} {...context} />)),
    attachments: data.ticketCode ? [await ticketAttachment(data.ticketCode)] : [],
  }),
};
