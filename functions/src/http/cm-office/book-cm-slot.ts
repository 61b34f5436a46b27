import { cmOfficeRoutes } from '@club/shared';
import { bookCmSlot } from '../../domain/cm-office/requests.js';
import { httpHandler } from '../handler.js';

/** POST /api/cm-office/requests/{requestId}/slot: book an open slot once. */
export const handler = httpHandler(cmOfficeRoutes.bookCmSlot, async ({ member, params, body }) => bookCmSlot(member, params.requestId, body.slotId));
