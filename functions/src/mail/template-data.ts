import type { MailCategory } from './categories.js';

/**
 * What each mail template is given, by template name: the outbox stores it
 * as JSON when the change is written and the consumer renders it. Plain
 * data only, so a route writing an outbox item imports no React.
 */
export interface MailTemplateData {
  'rsvp-confirmed': {
    memberName: string;
    event: {
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
    };
    /** The member's ticket code (the QR image comes later). */
    ticketCode?: string;
  };
}

export type MailTemplateName = keyof MailTemplateData;

/** The preference category of each template: a member who turned it off gets none of them. */
export const TEMPLATE_CATEGORY: { readonly [T in MailTemplateName]: MailCategory } = {
  'rsvp-confirmed': 'events',
};
