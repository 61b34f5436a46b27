/** What other code uses of mail preferences: the outbox consumer signs each mail's unsubscribe link. */
export { signUnsubscribeToken } from './unsubscribe-token.js';
// Read by the network's weekly digest, per page of members.
export { digestSwitchedOff } from './digest-opt-outs.js';

// For the privacy feature (its export and erasure):
export { mailMemberData } from './member-data.js';
// Read by getting started's checklist.
export { mailPreferencesSaved } from './preferences-saved.js';
