/** The notifications feature's public API to other domain features (they import it only through this file). */
export { quoted } from './notification-text.js';
export { type NotificationDraft } from './notify.js';
export { type BellDraft, notice } from './notice.js';
export { NOTICE_POLICY } from './policy.js';
// For jobs that tell of something only by push (the event-reminders job's day-of push).
export { type PushNoticeDraft, queuePushNotice } from './push/notices.js';
export { summaryWindow } from './windows.js';
// For the privacy feature (its export and erasure):
export { notificationsMemberData } from './member-data.js';
