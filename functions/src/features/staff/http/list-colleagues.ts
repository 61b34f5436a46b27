import { listColleagues as route } from '@club/shared/api/staff';
import { listColleagues } from '../colleagues.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/colleagues: the staff and admins a ticket can be assigned to. */
export const handler = httpHandler(route, async () => listColleagues());
