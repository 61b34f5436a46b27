import { cmOfficeRoutes } from '@club/shared';
import { publishCmSlot } from '../requests.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cm-office/slots: club staff publish a slot. */
export const handler = httpHandler(cmOfficeRoutes.publishCmSlot, async (input) => reply.created(await publishCmSlot(actorOf(input), input.body)));
