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
  /** The virtual event's link, only for a confirmed guest. */
  url?: string;
}

/** Events mails' data, by template name. */
export interface EventMailData {
  'rsvp-confirmed': {
    memberName: string;
    event: MailEvent;
    /** The member's ticket code (the QR image comes later). */
    ticketCode?: string;
  };
}

export const EVENT_MAILS = { 'rsvp-confirmed': 'events' } as const satisfies { [T in keyof EventMailData]: 'events' };
