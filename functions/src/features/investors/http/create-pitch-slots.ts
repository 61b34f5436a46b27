import { investorRoutes } from '@club/shared';
import { createPitchSlots } from '../pitch-slots.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/investor-profile/pitch-slots: the investor offers pitch slots. */
export const handler = httpHandler(investorRoutes.createPitchSlots, async ({ body, member }) => reply.created(await createPitchSlots(member, body.slots)));
