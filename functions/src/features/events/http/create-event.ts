import { createEvent as route } from '@club/shared/api/events';
import { createEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/events: create an event (the caller organizes it). */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createEvent(member, body)));
