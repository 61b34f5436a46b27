import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { REQUEST_MAILS, type RequestMailData } from './data.js';
import { requestMailSchemas } from './schemas.js';
import { requestRenderers } from './templates/index.js';

/** The requests mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const requestMails = mailTemplates<RequestMailData>(REQUEST_MAILS, requestMailSchemas, requestRenderers);
