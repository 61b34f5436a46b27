import { muteMessageThread as route } from '@club/shared/api/messages';
import { muteThread } from '../read-state.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/messages/threads/{threadId}/mute: mute or unmute the thread. */
export const handler = httpHandler(route, async ({ member, params, body }) => muteThread(member, params.threadId, body.on));
