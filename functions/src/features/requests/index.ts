/** What other features use of member-request mails: the queue staff answers to concierge, darshan, trade, cultural and CM requests mail through. */
export { requestMail } from './mail/data.js';
