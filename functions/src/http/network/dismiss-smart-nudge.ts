import { networkRoutes } from '@club/shared';
import { dismissNudge } from '../../domain/network/nudges.js';
import { httpHandler } from '../handler.js';

/** POST /api/smart-nudges/{id}/dismiss. */
export const handler = httpHandler(networkRoutes.dismissSmartNudge, async ({ member, params }) => dismissNudge(member, params.id));
