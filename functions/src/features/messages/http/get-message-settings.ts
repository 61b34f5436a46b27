import { getMessageSettings as route } from '@club/shared/api/messages';
import { readMessageSettings } from '../inbox-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/messages/settings: the caller's message settings. */
export const handler = httpHandler(route, async ({ member }) => readMessageSettings(member.id));
