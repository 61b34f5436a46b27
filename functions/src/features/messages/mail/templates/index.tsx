/** @jsxRuntime automatic */
import type { MessagesMailData } from '../data.js';
import { renderParts, type Renderers } from '../../../../platform/mail/templates/render.js';
import { MessagesUnread, messagesUnreadSubject } from './messages-unread.js';

export const messagesRenderers: Renderers<Omit<MessagesMailData, 'unread-messages-due'>> = {
  'messages-unread': async (data, context) => ({
    subject: messagesUnreadSubject(data),
    ...(await renderParts(<MessagesUnread {...data} {...context} />)),
    attachments: [],
  }),
};
