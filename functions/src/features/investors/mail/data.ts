import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { InvestorMailData } from './schemas.js';

export type { InvestorMailData, MailOpportunity, MailParty } from './schemas.js';

export const INVESTOR_MAILS = {
  'investor-interest': 'investors',
  'match-proposed': 'investors',
  'match-summary': 'investors',
  'matches-proposed': 'investors',
  'match-accepted': 'investors',
  'meeting-scheduled': 'investors',
} as const satisfies MailCategories<InvestorMailData>;

/** The Investor Corner mails' queue. */
export const investorMail = /* @__PURE__ */ mailQueue<InvestorMailData>(INVESTOR_MAILS);
