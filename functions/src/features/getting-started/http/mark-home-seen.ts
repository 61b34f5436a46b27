import { markHomeSeen as route } from '@club/shared/api/getting-started';
import { markFirstSeen } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/members/me/home-seen: records the caller's first home visit (once). */
export const handler = httpHandler(route, async ({ member }) => ({ firstSeenAt: await markFirstSeen(member.id) }));
