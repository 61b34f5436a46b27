import { createPitchSlots as route } from '@club/shared/api/investors';
import { createPitchSlots } from '../pitch-slots-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/investor-profile/pitch-slots: the investor offers pitch slots. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createPitchSlots(member, body.slots)));
