import type { EventItem } from '../entities/event.js';

/** An event as its mails show it (a snapshot taken when the change is written). */
export interface MailEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** Venue and address, or for a virtual event the words for where the link is. */
  place?: string;
  description?: string;
  /** What guests are asked to wear (absent in snapshots queued before events had one). */
  dressCode?: string;
  /** The virtual event's link, only for a confirmed guest. */
  url?: string;
}

/** Where and when an event was before an edit moved it (the "event changed" mail shows both). */
export type MailEventPlace = Pick<MailEvent, 'startTime' | 'endTime' | 'timeZone' | 'place'>;

/** The mails the event's guests get from one change, each rendered per guest from the same snapshot. */
export type GuestMail = { mail: 'event-changed'; event: MailEvent; before: MailEventPlace } | { mail: 'event-cancelled'; event: MailEvent };

/** Events mails' data, by template name. */
export interface EventMailData {
  'rsvp-confirmed': {
    memberName: string;
    event: MailEvent;
    /** The member's ticket code: the QR image attached encodes it, as My RSVPs shows it. */
    ticketCode?: string;
  };
  'rsvp-waitlisted': { memberName: string; event: MailEvent; /** Place in line when the RSVP was written (1 = next seat). */ position: number };
  'rsvp-promoted': { memberName: string; event: MailEvent; ticketCode: string };
  /** The organizer approved a gated RSVP: seated with a ticket, or waitlisted at `position` when the event was full. */
  'rsvp-approved': { memberName: string; event: MailEvent; ticketCode?: string; position?: number };
  'rsvp-declined': { memberName: string; event: MailEvent; reason?: string };
  'event-changed': { memberName: string; event: MailEvent; before: MailEventPlace };
  'event-cancelled': { memberName: string; event: MailEvent };
  'event-reminder': { memberName: string; event: MailEvent; ticketCode?: string };
  /**
   * Not a mail but one outbox item standing for a mail to every confirmed
   * guest, written in the change's transaction (a big event has more guests
   * than a transaction has items); the consumer expands it (mail/fan-out).
   */
  'event-guests': GuestMail;
}

export const EVENT_MAILS = {
  'rsvp-confirmed': 'events',
  'rsvp-waitlisted': 'events',
  'rsvp-promoted': 'events',
  'rsvp-approved': 'events',
  'rsvp-declined': 'events',
  'event-changed': 'events',
  'event-cancelled': 'events',
  'event-reminder': 'events',
  'event-guests': 'events',
} as const satisfies { [T in keyof EventMailData]: 'events' };

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
