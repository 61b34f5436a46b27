import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { EVENT_MAILS, type EventMailData } from './data.js';
import { expandGuestMail } from './fan-out.js';
import { eventMailSchemas } from './schemas.js';
import { eventRenderers } from './templates/index.js';

/** The events feature's mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const eventMails = mailTemplates<EventMailData>(EVENT_MAILS, eventMailSchemas, {
  ...eventRenderers,
  'event-guests': { expand: expandGuestMail },
});
