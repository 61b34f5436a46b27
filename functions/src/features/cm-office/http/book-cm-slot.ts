import { bookCmSlot as route } from '@club/shared/api/cm-office';
import { bookCmSlot } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cm-office/requests/{requestId}/slot: book an open slot once. */
export const handler = httpHandler(route, async ({ member, params, body }) => bookCmSlot(member, params.requestId, body.slotId));
