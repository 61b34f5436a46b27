import { dismissSmartNudge as route } from '@club/shared/api/network';
import { dismissNudge } from '../nudge-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/smart-nudges/{id}/dismiss. */
export const handler = httpHandler(route, async ({ member, params }) => dismissNudge(member, params.id));
