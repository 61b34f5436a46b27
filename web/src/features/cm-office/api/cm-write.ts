import { routeKey } from '../../../lib/api-client';

/** Every CM read a request write changes: My Requests, the dashboard's counts and the open slots. */
export const cmReads = [routeKey('listMyCmRequests'), routeKey('getCmDashboard'), routeKey('listCmAvailableSlots')];
