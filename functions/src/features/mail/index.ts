/** What other code uses of mail preferences: the outbox consumer signs each mail's unsubscribe link. */
export { signUnsubscribeToken } from './unsubscribe-token.js';
