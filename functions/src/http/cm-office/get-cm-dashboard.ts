import { cmOfficeRoutes } from '@club/shared';
import { cmDashboard } from '../../domain/cm-office/dashboard.js';
import { httpHandler } from '../handler.js';

/** GET /api/cm-office/dashboard: club content and real counts. */
export const handler = httpHandler(cmOfficeRoutes.getCmDashboard, async ({ member }) => cmDashboard(member));
