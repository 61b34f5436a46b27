import type { MailCategory } from '@club/shared';
import { DIGEST_MAILS, type DigestMailData } from '../features/network/mail/digest/data.js';
import { EVENT_MAILS, type EventMailData } from '../features/events/mail/data.js';
import { REQUEST_MAILS, type RequestMailData } from '../features/requests/mail/data.js';
import { INVESTOR_MAILS, type InvestorMailData } from '../features/investors/mail/data.js';
import { NETWORK_MAILS, type NetworkMailData } from '../features/network/mail/data.js';
import { PRIVACY_MAILS, type PrivacyMailData } from '../features/privacy/mail/data.js';

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
