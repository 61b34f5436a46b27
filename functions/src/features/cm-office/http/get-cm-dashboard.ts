import { getCmDashboard as route } from '@club/shared/api/cm-office';
import { cmDashboard } from '../dashboard.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/cm-office/dashboard: club content and real counts. */
export const handler = httpHandler(route, async ({ member }) => cmDashboard(member));
