import { mailTemplates } from '../../../platform/mail/mail-template.js';
import { DEAL_ROOM_MAILS, type DealRoomMailData } from './data.js';
import { dealRoomMailSchemas } from './schemas.js';
import { dealRoomRenderers } from './templates/index.js';

/** The deal-room mails, as the outbox consumer sends them (only the consumer imports this: it holds React and the schemas). */
export const dealRoomMails = mailTemplates<DealRoomMailData>(DEAL_ROOM_MAILS, dealRoomMailSchemas, dealRoomRenderers);
