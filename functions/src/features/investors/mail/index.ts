import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { INVESTOR_MAILS, type InvestorMailData } from './data.js';
import { investorMailSchemas } from './schemas.js';
import { investorRenderers } from './templates/index.js';
import { expandMatchSummary } from '../match-summary.js';

/** The Investor Corner mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const investorMails = mailTemplates<InvestorMailData>(INVESTOR_MAILS, investorMailSchemas, {
  ...investorRenderers,
  'match-summary': { expand: expandMatchSummary },
});
