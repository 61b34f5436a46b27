import { networkRoutes } from '@club/shared';
import { dismissNudge } from '../nudges.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/smart-nudges/{id}/dismiss. */
export const handler = httpHandler(networkRoutes.dismissSmartNudge, async ({ member, params }) => dismissNudge(member, params.id));
