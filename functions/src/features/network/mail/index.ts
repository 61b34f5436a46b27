import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { NETWORK_MAILS, type NetworkMailData } from './data.js';
import { networkMailSchemas } from './schemas.js';
import { networkRenderers } from './templates/index.js';
import { DIGEST_MAILS, type DigestMailData } from './digest/data.js';
import { digestMailSchemas } from './digest/schemas.js';
import { digestRenderers } from './digest/index.js';

/** The network mails and the weekly digest, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const networkMails = {
  ...mailTemplates<NetworkMailData>(NETWORK_MAILS, networkMailSchemas, networkRenderers),
  ...mailTemplates<DigestMailData>(DIGEST_MAILS, digestMailSchemas, digestRenderers),
};
