import { eventRoutes } from '@club/shared';
import { createEvent } from '../events.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/events: create an event (the caller organizes it). */
export const handler = httpHandler(eventRoutes.createEvent, async ({ body, member }) => reply.created(await createEvent(member, body)));
