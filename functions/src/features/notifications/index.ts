/** The notifications feature's public API to other domain features (they import it only through this file). */
export { quoted } from './notification-text.js';
export { type NotificationDraft, notifyWrites } from './notify.js';
// For the privacy feature (its export and erasure):
export { notificationsMemberData } from './member-data.js';
