import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { MessagesMailData } from './schemas.js';

export type { MessagesMailData } from './schemas.js';

export const MESSAGES_MAILS = {
  'unread-messages-due': 'messages',
  'messages-unread': 'messages',
} as const satisfies MailCategories<MessagesMailData>;

/** The messages mails' queue. */
export const messagesMail = /* @__PURE__ */ mailQueue<MessagesMailData>(MESSAGES_MAILS);
