import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { GETTING_STARTED_MAILS, type GettingStartedMailData } from './data.js';
import { gettingStartedMailSchemas } from './schemas.js';
import { gettingStartedRenderers } from './templates/index.js';

/** Getting started's mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const gettingStartedMails = mailTemplates<GettingStartedMailData>(GETTING_STARTED_MAILS, gettingStartedMailSchemas, gettingStartedRenderers);
