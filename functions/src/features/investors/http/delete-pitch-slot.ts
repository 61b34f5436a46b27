import { deletePitchSlot as route } from '@club/shared/api/investors';
import { deletePitchSlot } from '../pitch-slots-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/investor-profile/pitch-slots/{slotId}: the investor withdraws an unbooked slot. */
export const handler = httpHandler(route, async ({ member, params }) => deletePitchSlot(member, params.slotId));
