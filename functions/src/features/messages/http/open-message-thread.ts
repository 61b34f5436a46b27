import { openMessageThread as route } from '@club/shared/api/messages';
import { openThread } from '../threads.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/messages/threads: the one thread with a member the caller may talk to. */
export const handler = httpHandler(route, async ({ member, body }) => openThread(member, body.memberId));
