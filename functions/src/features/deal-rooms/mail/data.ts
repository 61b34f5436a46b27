import { mailQueue, type MailCategories } from '../../../platform/mail/outbox.js';
import type { DealRoomMailData } from './schemas.js';

export type { DealRoomMailData } from './schemas.js';

export const DEAL_ROOM_MAILS = { 'room-shared': 'investors' } as const satisfies MailCategories<DealRoomMailData>;

/** The deal-room mails' queue. */
export const dealRoomMail = /* @__PURE__ */ mailQueue<DealRoomMailData>(DEAL_ROOM_MAILS);
