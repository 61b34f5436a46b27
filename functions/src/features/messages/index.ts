/** The messages feature's public API to other domain features (they import it only through this file). */
// The bell's poll carries the header's unread messages count (notifications' unread count).
export { unreadMessageCount } from './inbox-reads.js';
// For the privacy feature (its export and erasure):
export { messagesMemberData } from './member-data.js';
// Search leaves out the members the caller blocked in messages.
export { membersBlockedInMessages } from './inbox-reads.js';
// A new message's push to its recipient (notifications' push consumer; none while muted or blocked).
export { messagePush } from './push-text.js';
