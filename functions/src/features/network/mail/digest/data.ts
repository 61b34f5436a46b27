import { mailQueue, type MailCategories } from '../../../../platform/mail/outbox.js';
import type { DigestMailData } from './schemas.js';

export type { DigestEvent, DigestMailData, DigestNudge, DigestPost } from './schemas.js';

export const DIGEST_MAILS = { 'weekly-digest': 'digest' } as const satisfies MailCategories<DigestMailData>;

/** The weekly digest's queue (the job queues each member's once a week). */
export const digestMail = /* @__PURE__ */ mailQueue<DigestMailData>(DIGEST_MAILS);
