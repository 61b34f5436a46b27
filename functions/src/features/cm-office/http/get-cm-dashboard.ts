import { cmOfficeRoutes } from '@club/shared';
import { cmDashboard } from '../dashboard.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/cm-office/dashboard: club content and real counts. */
export const handler = httpHandler(cmOfficeRoutes.getCmDashboard, async ({ member }) => cmDashboard(member));
