import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { MESSAGES_MAILS, type MessagesMailData } from './data.js';
import { messagesMailSchemas } from './schemas.js';
import { messagesRenderers } from './templates/index.js';
import { expandUnreadMessages } from '../unread-mail.js';

/** The messages mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const messagesMails = mailTemplates<MessagesMailData>(MESSAGES_MAILS, messagesMailSchemas, {
  ...messagesRenderers,
  'unread-messages-due': { expand: expandUnreadMessages },
});
