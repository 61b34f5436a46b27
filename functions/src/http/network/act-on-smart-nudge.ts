import { networkRoutes } from '@club/shared';
import { actOnNudge } from '../../domain/network/nudges.js';
import { httpHandler } from '../handler.js';

/** POST /api/smart-nudges/{id}/action: Take Action. */
export const handler = httpHandler(networkRoutes.actOnSmartNudge, async ({ member, params }) => actOnNudge(member, params.id));
