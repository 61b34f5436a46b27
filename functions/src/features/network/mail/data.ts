import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { NetworkMailData } from './schemas.js';

export type { MailPerson, NetworkMailData } from './schemas.js';

export const NETWORK_MAILS = {
  'intro-requested': 'network',
  'intro-approved': 'network',
  'intro-declined': 'network',
  introduction: 'network',
  'intro-accepted': 'network',
  'connection-request': 'network',
  'connection-accepted': 'network',
} as const satisfies MailCategories<NetworkMailData>;

/** The network mails' queue. */
export const networkMail = /* @__PURE__ */ mailQueue<NetworkMailData>(NETWORK_MAILS);
