import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { GettingStartedMailData } from './schemas.js';

export type { GettingStartedMailData } from './schemas.js';

/** The welcome is news from the club: the member's "club updates" switch applies, and its footer can turn it off. */
export const GETTING_STARTED_MAILS = { welcome: 'club' } as const satisfies MailCategories<GettingStartedMailData>;

/** Getting started's mail queue. */
export const gettingStartedMail = /* @__PURE__ */ mailQueue<GettingStartedMailData>(GETTING_STARTED_MAILS);
