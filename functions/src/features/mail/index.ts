/** What other code uses of mail preferences: the outbox consumer signs each mail's unsubscribe link. */
export { signUnsubscribeToken } from './unsubscribe-token.js';
// For the privacy feature (its export and erasure):
export { mailMemberData } from './member-data.js';
