/** The notifications feature's public API to other domain features (they import it only through this file). */
export { quoted } from './notification-text.js';
export { type NotificationDraft, notifyWrites } from './notify.js';
