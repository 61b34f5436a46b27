import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { PrivacyMailData } from './schemas.js';

export type { PrivacyMailData } from './schemas.js';

/**
 * A data-request mail answers the member's own request under the law
 * (transactional): it is queued without the member's id, so no category
 * switch or unsubscribe link applies to it; `club` names it in the outbox.
 */
export const PRIVACY_MAILS = { 'export-ready': 'club' } as const satisfies MailCategories<PrivacyMailData>;

/** The data-request mails' queue. */
export const privacyMail = /* @__PURE__ */ mailQueue<PrivacyMailData>(PRIVACY_MAILS);
