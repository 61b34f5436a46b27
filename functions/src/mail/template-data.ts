import type { MailCategory } from '@club/shared';
import { DIGEST_MAILS, type DigestMailData } from './data/digest.js';
import { EVENT_MAILS, type EventMailData } from './data/events.js';
import { REQUEST_MAILS, type RequestMailData } from './data/requests.js';
import { INVESTOR_MAILS, type InvestorMailData } from './data/investors.js';
import { NETWORK_MAILS, type NetworkMailData } from './data/network.js';
import { PRIVACY_MAILS, type PrivacyMailData } from './data/privacy.js';

/**
 * What each mail template is given, by template name: the outbox stores it
 * as JSON when the change is written and the consumer renders it. Plain
 * data only, so a route writing an outbox item imports no React. Each
 * feature declares its mails in `data/<feature>.ts`.
 */
export type MailTemplateData = EventMailData & RequestMailData & DigestMailData & NetworkMailData & InvestorMailData & PrivacyMailData;

export type MailTemplateName = keyof MailTemplateData;

/** The preference category of each template: a member who turned it off gets none of them. */
export const TEMPLATE_CATEGORY: { readonly [T in MailTemplateName]: MailCategory } = {
  ...EVENT_MAILS,
  ...REQUEST_MAILS,
  ...DIGEST_MAILS,
  ...NETWORK_MAILS,
  ...INVESTOR_MAILS,
  ...PRIVACY_MAILS,
};
