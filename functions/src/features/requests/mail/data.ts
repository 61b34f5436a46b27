import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { RequestMailData } from './schemas.js';

export type { MailRequest, RequestKind, RequestMailData, RequestOutcome } from './schemas.js';

/** How the club signs a mail when the product names no staff member to the member. */
export const CONCIERGE_TEAM = 'The club’s concierge team';

export const REQUEST_MAILS = { 'request-reply': 'requests', 'request-status': 'requests' } as const satisfies MailCategories<RequestMailData>;

/** The requests mails' queue (concierge, darshan, trade, cultural and CM requests mail through it). */
export const requestMail = /* @__PURE__ */ mailQueue<RequestMailData>(REQUEST_MAILS);
