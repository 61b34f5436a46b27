import { eventRoutes } from '@club/shared';
import { createEvent } from '../../domain/events/events.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/events: create an event (the caller organizes it). */
export const handler = httpHandler(eventRoutes.createEvent, async ({ body, member }) => reply.created(await createEvent(member, body)));
