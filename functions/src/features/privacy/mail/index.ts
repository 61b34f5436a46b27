import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { PRIVACY_MAILS, type PrivacyMailData } from './data.js';
import { privacyMailSchemas } from './schemas.js';
import { privacyRenderers } from './templates/index.js';

/** The data-request mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const privacyMails = mailTemplates<PrivacyMailData>(PRIVACY_MAILS, privacyMailSchemas, privacyRenderers);
