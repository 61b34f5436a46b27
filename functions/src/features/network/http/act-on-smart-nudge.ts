import { actOnSmartNudge as route } from '@club/shared/api/network';
import { actOnNudge } from '../nudge-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/smart-nudges/{id}/action: Take Action. */
export const handler = httpHandler(route, async ({ member, params }) => actOnNudge(member, params.id));
