import { updateMessageSettings as route } from '@club/shared/api/messages';
import { saveMessageSettings } from '../read-state.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/messages/settings: the caller's read receipts on or off. */
export const handler = httpHandler(route, async ({ member, body }) => saveMessageSettings(member.id, body));
