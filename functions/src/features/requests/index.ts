/** What other features use of member-request mails: the queue staff answers to concierge, darshan, trade, cultural and CM requests mail through, its data types, and how the club signs them. */
export { requestMail } from './mail/data.js';
export { CONCIERGE_TEAM } from './mail/data.js';
export type { MailRequest, RequestMailData, RequestOutcome } from './mail/data.js';
