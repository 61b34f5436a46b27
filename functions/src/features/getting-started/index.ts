/** Getting started's public API to other features (they import it only through this file). */
// The sign-in callback queues the welcome mail in the transaction that creates the member.
export { sendWelcomeMail } from './welcome-mail.js';
