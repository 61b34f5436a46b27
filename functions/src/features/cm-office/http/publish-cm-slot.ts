import { publishCmSlot as route } from '@club/shared/api/cm-office';
import { publishCmSlot } from '../request-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cm-office/slots: club staff publish a slot. */
export const handler = httpHandler(route, async (input) => reply.created(await publishCmSlot(actorOf(input), input.body)));
