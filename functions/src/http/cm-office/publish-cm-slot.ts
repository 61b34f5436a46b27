import { cmOfficeRoutes } from '@club/shared';
import { publishCmSlot } from '../../domain/cm-office/requests.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/cm-office/slots: club staff publish a slot. */
export const handler = httpHandler(cmOfficeRoutes.publishCmSlot, async (input) => reply.created(await publishCmSlot(actorOf(input), input.body)));
