import { networkRoutes } from '@club/shared';
import { actOnNudge } from '../nudges.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/smart-nudges/{id}/action: Take Action. */
export const handler = httpHandler(networkRoutes.actOnSmartNudge, async ({ member, params }) => actOnNudge(member, params.id));
