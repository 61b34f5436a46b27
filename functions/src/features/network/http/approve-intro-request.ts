import { approveIntroRequest as route } from '@club/shared/api/network';
import { approveIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/approve (introducer). */
export const handler = httpHandler(route, async ({ body, member, params }) => approveIntroduction(member, params.introId, body.note));
